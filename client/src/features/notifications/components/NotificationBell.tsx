// §2/§4 the notification bell: a panel with the Rewards (/in/more/rewards) and Transaction messages
// (/in/messages) links and all notifications (/in/profile/notifications); an active marker while anything is
// unread; the panel closes on route change.
import { HEADER_LINKS, NOTIFICATION_PANEL_LINKS } from '@sikka/shared/routes/menus';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../../ui/Icon.tsx';
import { Popover } from '../../../ui/Popover.tsx';
import './notifications.css';

const PANEL_ICONS = { rewards: 'gift', transactionMessages: 'messages' } as const;

export function NotificationBell({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: §4 the panel closes on route change
  useEffect(() => setOpen(false), [pathname]);
  const label = unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      triggerClassName="icon-button bell"
      triggerLabel={label}
      trigger={
        <>
          <Icon name="bell" size={22} />
          {unread > 0 ? <span className="bell__marker" data-testid="bell-marker" aria-hidden="true" /> : null}
        </>
      }
      panelClassName="bell-panel"
      panelLabel={t('bell.title')}
      align="end"
      sideOffset={10}
    >
      <p className="bell-panel__title">{t('bell.title')}</p>
      <ul className="bell-panel__links">
        {NOTIFICATION_PANEL_LINKS.map((item) => (
          <li key={item.key}>
            <Link className="bell-panel__link" to={item.link ?? ''}>
              <Icon name={PANEL_ICONS[item.key as keyof typeof PANEL_ICONS] ?? 'bell'} />
              <span>{item.name}</span>
              <Icon name="chevronRight" size={16} className="bell-panel__chevron" />
            </Link>
          </li>
        ))}
      </ul>
      {unread === 0 ? <p className="bell-panel__empty">{t('bell.caughtUp')}</p> : null}
      <Link className="bell-panel__all" to={HEADER_LINKS.notifications.link ?? ''}>
        {t('bell.allNotifications')}
      </Link>
    </Popover>
  );
}
