// §2/§4 the notification bell: an active marker while a scratch card waits or a message is unread; its panel (loaded
// on first open) lists both groups with their links and all notifications; it closes on route change.
import type { BellProps } from './BellPanel.tsx';

export type { BellProps } from './BellPanel.tsx';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { Popover } from '../../../ui/Popover.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import './notifications.css';

const BellPanel = lazy(() => import('./BellPanel.tsx'));

export function NotificationBell({ unread, marked, ...panel }: BellProps) {
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
          {marked ? <span className="bell__marker" data-testid="bell-marker" aria-hidden="true" /> : null}
        </>
      }
      panelClassName="bell-panel"
      panelLabel={t('bell.title')}
      align="end"
      sideOffset={10}
    >
      <Suspense fallback={<Skeleton width="100%" height="8rem" />}>
        <BellPanel
          {...panel}
          onViewReward={(rewardId) => {
            setOpen(false);
            panel.onViewReward(rewardId);
          }}
        />
      </Suspense>
    </Popover>
  );
}
