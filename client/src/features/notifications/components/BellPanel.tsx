// §2/§3/§4 the bell's panel: the Rewards and Transaction messages groups, each item with its action (a scratch card
// is viewed in its pop-up, a message is marked read when tapped), each group's link, and all notifications.
import type { NotificationGroup } from '@sikka/shared/notifications/schemas';
import { BELL_ALERTS_LINK, HEADER_LINKS } from '@sikka/shared/routes/menus';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Icon } from '../../../ui/Icon.tsx';

export interface BellProps {
  /** Pending scratch cards and unread messages, counted. */
  unread: number;
  marked: boolean;
  groups: readonly NotificationGroup[];
  /** §4 tapping a transaction message marks it read. */
  onReadMessage: (id: number) => void;
  /** §4 viewing a reward opens its scratch card. */
  onViewReward: (rewardId: number) => void;
}

const GROUP_ICONS = { viewReward: 'gift', markMessageRead: 'messages' } as const;
/** What the panel shows of each group; the rest is behind the group's link. */
const SHOWN = 3;

export default function BellPanel({
  groups,
  onReadMessage,
  onViewReward,
}: Omit<BellProps, 'unread' | 'marked'>) {
  const { t } = useTranslation();
  const empty = groups.every((group) => group.data.length === 0);
  return (
    <>
      <p className="bell-panel__title">{t('bell.title')}</p>
      {groups.map((group) => (
        <section key={group.functionToCall} className="bell-panel__group" aria-label={group.title}>
          <Link className="bell-panel__link" to={group.linkToAdd}>
            <Icon name={GROUP_ICONS[group.functionToCall]} />
            <span>{group.title}</span>
            {group.data.length > 0 ? (
              <span className="bell-panel__count num">{group.data.length}</span>
            ) : null}
            <Icon name="chevronRight" size={16} className="bell-panel__chevron" />
          </Link>
          {group.data.length > 0 ? (
            <ul className="bell-panel__items">
              {group.data.slice(0, SHOWN).map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="bell-panel__item"
                    onClick={() =>
                      group.functionToCall === 'viewReward'
                        ? onViewReward(item.reward_id ?? item.id)
                        : onReadMessage(item.id)
                    }
                  >
                    <span className="bell-panel__subject">{item.data.subject}</span>
                    <span className="bell-panel__text">{item.data.messageBody.text}</span>
                    <span className="bell-panel__action">
                      {group.functionToCall === 'viewReward' ? t('bell.view') : t('bell.markAsRead')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {empty ? <p className="bell-panel__empty">{t('bell.caughtUp')}</p> : null}
      <Link className="bell-panel__all" to={HEADER_LINKS.notifications.link ?? ''}>
        {t('bell.allNotifications')}
      </Link>
      <Link className="bell-panel__all" to={BELL_ALERTS_LINK.link ?? ''}>
        {BELL_ALERTS_LINK.name}
      </Link>
    </>
  );
}
