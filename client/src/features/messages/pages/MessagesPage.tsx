// /in/messages 'Messages': what happened to the person's money and account, newest first, in pages of 4 with the §2
// '1-4 of N'; an unread message is marked read when tapped (§4), or all at once.
import { formatDateTime } from '@sikka/shared/format/date';
import { isRead } from '@sikka/shared/messages/read';
import type { Message } from '@sikka/shared/messages/schemas';
import { UNTITLED_MESSAGE } from '@sikka/shared/notifications/bell';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../ui/Button.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useMessageChanges, useMessagesPage } from '../api/messages.ts';
import { messageLink } from '../utils/messageLinks.ts';

export default function MessagesPage() {
  const [page, setPage] = useState(1);
  const messages = useMessagesPage(page);
  const changes = useMessageChanges();
  const data = messages.data;

  return (
    <section className="list-page" aria-labelledby="messages-title">
      <div className="list-page__head">
        <h1 id="messages-title" className="list-page__title">
          Messages
        </h1>
        <Button
          variant="secondary"
          size="small"
          disabled={!data || data.unread === 0}
          busy={changes.markAllRead.isPending}
          onClick={() => changes.markAllRead.mutate()}
        >
          Mark all as read
        </Button>
      </div>
      <p className="list-page__intro">
        {data && data.unread > 0
          ? `${data.unread} unread`
          : 'Deposits, withdrawals, orders, gifts, rewards and changes to your account are told here.'}
      </p>
      {messages.isError && !data ? (
        <FailedNotice title="Your messages could not be loaded." onRetry={() => void messages.refetch()} />
      ) : !data ? (
        <div className="feed" role="status">
          <span className="visually-hidden">Loading your messages</span>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} width="100%" height="4.5rem" />
          ))}
        </div>
      ) : data.data.length === 0 ? (
        <Notice tone="info" title="No messages yet">
          When money moves in your account, or something about your account changes, you will find it here.
        </Notice>
      ) : (
        <>
          <ul className="feed" aria-label="Messages">
            {data.data.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                onRead={() => changes.markAsRead.mutate({ id: message.id })}
              />
            ))}
          </ul>
          <Pagination
            page={data.current_page}
            total={data.total}
            pageSize={data.per_page}
            label="Messages pages"
            busy={messages.isFetching}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}

function MessageRow({ message, onRead }: { message: Message; onRead: () => void }) {
  const unread = !isRead(message);
  const link = messageLink(message.kind);
  return (
    <li className={unread ? 'feed__item feed__item--unread' : 'feed__item'} data-unread={unread || undefined}>
      <div className="feed__body">
        <span className="feed__subject">
          {unread ? <span className="visually-hidden">Unread: </span> : null}
          {message.title || UNTITLED_MESSAGE}
        </span>
        {message.message ? <span>{message.message}</span> : null}
        {message.created_at ? <span className="feed__meta">{formatDateTime(message.created_at)}</span> : null}
      </div>
      {unread || link ? (
        <div className="feed__actions">
          {link ? (
            <Link className={buttonClasses('ghost', { size: 'small' })} to={link.to}>
              {link.label}
            </Link>
          ) : null}
          {unread ? (
            <Button variant="secondary" size="small" onClick={onRead}>
              Mark As Read
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
