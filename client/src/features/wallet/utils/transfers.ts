// How deposits, withdrawals and their states read on screen: the state's tone (amber while under way, green
// done, red failed) and the amount in its asset's format.
import type { Asset } from '@sikka/shared/constants';
import { formatCoin, formatInr } from '@sikka/shared/money/amount';
import type { DEPOSIT_STATES, WITHDRAWAL_STATES } from '@sikka/shared/wallet/calls';

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

/** ₹10,000.00 for rupees; 0.0005 BTC for a coin. */
export function amountText(amount: string, asset: Asset): string {
  return asset === 'INR' ? formatInr(amount, { symbol: true }) : `${formatCoin(amount, asset)} ${asset}`;
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
