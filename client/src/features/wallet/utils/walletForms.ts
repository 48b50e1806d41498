// The deposit and withdrawal forms' rules before anything is sent: an amount the shared rules accept, a rupee
// channel, and for a coin withdrawal the address to send to (rupees go to the verified bank account on file). The
// provider checks them again, with the balance, the day's limit and the address's checksum.
import { type Asset, QUOTE_CURRENCY } from '@sikka/shared/constants';
import { validate } from '@sikka/shared/validation/rules';
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

/** The provider's words for an address its coin's rules refuse. */
export const invalidAddress = (asset: Asset) => `Enter a valid ${asset} address`;

/** The form's rules; a coin's address also meets the rules the provider supplies for it (§5 `regex:` rules). */
export function withdrawFormSchema(
  asset: Asset,
  addressRules: readonly string[] = [],
): z.ZodType<WithdrawDraft, WithdrawValues> {
  const address =
    asset === QUOTE_CURRENCY
      ? z.string().transform(() => undefined)
      : z
          .string()
          .trim()
          .min(1, ENTER_ADDRESS)
          .max(ADDRESS_MAX, ENTER_ADDRESS)
          .superRefine((value, ctx) => {
            const result = validate(value, addressRules);
            // A rule the form could not use says why; a value a rule refuses gets the provider's words.
            if (!result.valid)
              ctx.addIssue({
                code: 'custom',
                message: result.reason ? result.message : invalidAddress(asset),
              });
          });
  return z.object({ amount: amountInputSchema(asset), address });
}
