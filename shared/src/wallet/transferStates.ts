// A deposit's or withdrawal's state as a person follows it: its tone (amber while under way, green done, red failed),
// whether it can still change, and which of a withdrawal's steps are done.
import type { DEPOSIT_STATES, WITHDRAWAL_STATES } from './calls.ts';

export type TransferState = (typeof DEPOSIT_STATES)[number] | (typeof WITHDRAWAL_STATES)[number];
export type StateTone = 'pending' | 'success' | 'error';

export function stateTone(state: TransferState): StateTone {
  if (state === 'completed') return 'success';
  if (state === 'failed') return 'error';
  return 'pending';
}

/** Whether a transfer will not change any more. */
export function isFinal(state: TransferState): boolean {
  return state === 'completed' || state === 'failed';
}

/** Withdrawals move [held →] requested → processing → completed; which steps are done (failed, held: none). */
export function withdrawalSteps(state: TransferState): {
  requested: boolean;
  processing: boolean;
  completed: boolean;
} {
  return {
    requested: state !== 'failed' && state !== 'held',
    processing: state === 'processing' || state === 'completed',
    completed: state === 'completed',
  };
}
