// /in/profile/notifications: the person's notifications (§3 items: Scratch Card, generic, offer), in pages of 4 with
// the §2 '1-4 of N'. 'Mark As Read' and 'View' act on an item (§4): viewing a reward opens its scratch card, any
// other item opens in full (and counts as read). Below them, the switches of what reaches the person.
import { formatDateTime } from '@sikka/shared/format/date';
import { isRead } from '@sikka/shared/messages/read';
import { type NotificationItem, notificationCategoryLabel } from '@sikka/shared/notifications/schemas';
import { useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useMarkNotificationRead, useNotificationsPage } from '../api/notifications.ts';
import { NotificationPreferences } from '../components/NotificationPreferences.tsx';

const isUnread = (item: NotificationItem) => item.is_read !== undefined && !isRead({ is_read: item.is_read });

export default function NotificationsPage({ onViewReward }: { onViewReward: (rewardId: number) => void }) {
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<NotificationItem | null>(null);
  const notifications = useNotificationsPage(page);
  const markRead = useMarkNotificationRead();
  const data = notifications.data;

  const view = (item: NotificationItem) => {
    if (isUnread(item)) markRead.mutate({ id: item.id });
    if (item.reward_type_name === 'REWARDS' && item.reward_id) onViewReward(item.reward_id);
    else setViewing(item);
  };

  return (
    <section className="list-page" aria-labelledby="notifications-title">
      <h1 id="notifications-title" className="list-page__title">
        Notifications
      </h1>
      <p className="list-page__intro">
        {data && data.unread > 0 ? `${data.unread} unread` : 'Scratch cards, news and offers from Sikka.'}
      </p>
      {notifications.isError && !data ? (
        <FailedNotice
          title="Your notifications could not be loaded."
          onRetry={() => void notifications.refetch()}
        />
      ) : !data ? (
        <div className="feed" role="status">
          <span className="visually-hidden">Loading your notifications</span>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} width="100%" height="4.5rem" />
          ))}
        </div>
      ) : data.data.length === 0 ? (
        <Notice tone="info" title="No notifications yet">
          Scratch cards you earn, and news and offers from Sikka, will appear here.
        </Notice>
      ) : (
        <>
          <ul className="feed" aria-label="Notifications">
            {data.data.map((item) => (
              <li
                key={item.id}
                className={isUnread(item) ? 'feed__item feed__item--unread' : 'feed__item'}
                data-unread={isUnread(item) || undefined}
              >
                <div className="feed__body">
                  <span className="feed__tag">{notificationCategoryLabel(item.reward_type_name)}</span>
                  <span className="feed__subject">{item.data.subject}</span>
                  <span>{item.data.messageBody.text}</span>
                  {item.created_at ? (
                    <span className="feed__meta">{formatDateTime(item.created_at)}</span>
                  ) : null}
                </div>
                <div className="feed__actions">
                  {isUnread(item) ? (
                    <Button variant="secondary" size="small" onClick={() => markRead.mutate({ id: item.id })}>
                      Mark As Read
                    </Button>
                  ) : null}
                  <Button size="small" onClick={() => view(item)}>
                    View
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={data.current_page}
            total={data.total}
            pageSize={data.per_page}
            label="Notifications pages"
            busy={notifications.isFetching}
            onPage={setPage}
          />
        </>
      )}
      <Dialog
        open={viewing !== null}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
        title={viewing?.data.subject ?? ''}
        description={viewing?.data.messageBody.text}
        actions={<Button onClick={() => setViewing(null)}>Ok</Button>}
      >
        {viewing?.description ? <p>{viewing.description}</p> : null}
      </Dialog>
      <NotificationPreferences />
    </section>
  );
}
