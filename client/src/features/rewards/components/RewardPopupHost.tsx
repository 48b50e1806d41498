// Where the §2 scratch-card pop-up opens: nothing until a card is to be shown, then its dialog (loaded then).
import { lazy, Suspense } from 'react';
import { useRewardPopup } from '../hooks/useRewardPopup.ts';

const ScratchCardDialog = lazy(() => import('./ScratchCardDialog.tsx'));

export function RewardPopupHost({ signedIn }: { signedIn: boolean }) {
  const rewardId = useRewardPopup();
  if (!signedIn || rewardId === null) return null;
  return (
    <Suspense fallback={null}>
      <ScratchCardDialog key={rewardId} rewardId={rewardId} />
    </Suspense>
  );
}
