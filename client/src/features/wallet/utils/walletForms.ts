// The deposit and withdrawal forms' rules before anything is sent: an amount the shared rules accept, a rupee
// channel, and for a coin withdrawal the address to send to (rupees go to the verified bank account on file). The
// provider checks them again, with the balance, the day's limit and the address's checksum.
import { type Asset, QUOTE_CURRENCY } from '@sikka/shared/constants';
import { INR_CHANNELS, type InrChannel } from '@sikka/shared/wallet/calls';
import { z } from 'zod';
import { amountInputSchema } from '../../../lib/money/amountSchema.ts';

export interface DepositValues {
  amount: string;
  channel: InrChannel;
}

export const DEPOSIT_FORM_DEFAULTS: DepositValues = { amount: '', channel: 'UPI' };

export const depositFormSchema: z.ZodType<DepositValues, DepositValues> = z.object({
  amount: amountInputSchema(QUOTE_CURRENCY),
  channel: z.enum(INR_CHANNELS),
});

export interface WithdrawValues {
  amount: string;
  address: string;
}

export interface WithdrawDraft {
  amount: string;
  /** A coin's destination; none for rupees. */
  address: string | undefined;
}

export const WITHDRAW_FORM_DEFAULTS: WithdrawValues = { amount: '', address: '' };

export const ENTER_ADDRESS = 'Enter the address to send to';
const ADDRESS_MAX = 128;

export function withdrawFormSchema(asset: Asset): z.ZodType<WithdrawDraft, WithdrawValues> {
  const address =
    asset === QUOTE_CURRENCY
      ? z.string().transform(() => undefined)
      : z.string().trim().min(1, ENTER_ADDRESS).max(ADDRESS_MAX, ENTER_ADDRESS);
  return z.object({ amount: amountInputSchema(asset), address });
}
