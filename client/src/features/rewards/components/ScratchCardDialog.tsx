// §2 the scratch-card pop-up: the card the person was just awarded (or chose to view), over the page. Its own chunk,
// loaded when a card is to be shown. A card no longer pending when the pop-up opens (revealed elsewhere) closes it.
import { NOTIFICATION_CATEGORY_LABELS } from '@sikka/shared/notifications/schemas';
import type { PendingReward } from '@sikka/shared/rewards/schemas';
import { useEffect, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { usePendingRewards } from '../api/rewards.ts';
import { rewardPopup } from '../hooks/useRewardPopup.ts';
import { ScratchCard } from './ScratchCard.tsx';

export default function ScratchCardDialog({ rewardId }: { rewardId: number }) {
  const pending = usePendingRewards();
  // Held once found: after the reveal the card leaves the pending list, but stays open here.
  const [card, setCard] = useState<PendingReward | null>(null);
  const found = pending.data?.find((reward) => reward.reward_id === rewardId) ?? null;

  useEffect(() => {
    if (found && card?.reward_id !== found.reward_id) setCard(found);
  }, [found, card]);
  useEffect(() => {
    if (card === null && (pending.isError || (pending.data !== undefined && found === null)))
      rewardPopup.close();
  }, [card, found, pending.data, pending.isError]);

  return (
    <Dialog
      open
      counted={false}
      onOpenChange={(open) => {
        if (!open) rewardPopup.close();
      }}
      title={NOTIFICATION_CATEGORY_LABELS.REWARDS}
      actions={
        <Button variant="secondary" onClick={rewardPopup.close}>
          Close
        </Button>
      }
    >
      {card ? <ScratchCard reward={card} /> : <Skeleton width="100%" height="14rem" />}
    </Dialog>
  );
}
