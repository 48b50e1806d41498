// Which scratch card the pop-up shows, if any. §3 show-reward holds its id in local storage, so a card earned while
// the person was on another page, or just before a reload, still shows once.
import { useSyncExternalStore } from 'react';
import { storage } from '../../../lib/storage.ts';

const listeners = new Set<() => void>();

function idOf(raw: string | null): number | null {
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

let shown: number | null = idOf(storage.showReward.get());

function publish(id: number | null): void {
  shown = id;
  if (id === null) storage.showReward.remove();
  else storage.showReward.set(String(id));
  for (const listener of listeners) listener();
}

export const rewardPopup = {
  /** Opens the pop-up on this card. */
  show: (rewardId: number): void => publish(rewardId),
  close: (): void => publish(null),
};

export function useRewardPopup(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
    () => null,
  );
}
