// /in/profile/notifications: the notifications feature's page; viewing a reward opens the rewards feature's scratch
// card (composed here: a feature never imports another). Its own chunk, loaded when first visited.
import NotificationsPage from '../../features/notifications/pages/NotificationsPage.tsx';
import { rewardPopup } from '../../features/rewards/hooks/useRewardPopup.ts';
import { SignedInOnly } from './SignedInOnly.tsx';

export default function NotificationsRoute() {
  return (
    <SignedInOnly visitorText="Log in to see your notifications.">
      <NotificationsPage onViewReward={rewardPopup.show} />
    </SignedInOnly>
  );
}
