// Where the §2 scratch-card pop-up opens: nothing until a card is to be shown, then its dialog (loaded then). One
// dialog at a time: while another dialog is open (a sale's confirmation, its code), the card waits, and shows once the
// page has been free of dialogs for a moment.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useOpenDialogs } from '../../../ui/openDialogs.ts';
import { useRewardPopup } from '../hooks/useRewardPopup.ts';

const ScratchCardDialog = lazy(() => import('./ScratchCardDialog.tsx'));
/** How long the page stays free of dialogs before the card shows (a confirmation closing as the next step opens). */
const QUIET_MS = 600;

export function RewardPopupHost({ signedIn }: { signedIn: boolean }) {
  const rewardId = useRewardPopup();
  const othersOpen = useOpenDialogs() > 0;
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (othersOpen) {
      setQuiet(false);
      return;
    }
    const timer = setTimeout(() => setQuiet(true), QUIET_MS);
    return () => clearTimeout(timer);
  }, [othersOpen]);
  if (!signedIn || rewardId === null || !quiet) return null;
  return (
    <Suspense fallback={null}>
      <ScratchCardDialog key={rewardId} rewardId={rewardId} />
    </Suspense>
  );
}
