// The client-withdrawal form's rules before the client's code is sent (docs/requirements.md §6): one of the sub-broker's
// verified clients and a rupee amount the shared rules accept. The provider checks them again, with the balance.
import { z } from 'zod';
import { amountInputSchema } from '../../../lib/money/amountSchema.ts';

export interface ClientWithdrawalValues {
  /** The chosen client's id, as the select holds it. */
  user_id: string;
  amount: string;
}

export interface ClientWithdrawalDraft {
  userId: number;
  amount: string;
}

export const CHOOSE_A_CLIENT = 'Choose a client';

/** Only a client in the list can be chosen: what the select holds is checked against their ids. */
export function clientWithdrawalFormSchema(
  clientIds: readonly number[],
): z.ZodType<ClientWithdrawalDraft, ClientWithdrawalValues> {
  const ids = new Set(clientIds.map(String));
  return z
    .object({
      user_id: z.string().refine((id) => ids.has(id), CHOOSE_A_CLIENT),
      amount: amountInputSchema('INR'),
    })
    .transform(({ user_id, amount }) => ({ userId: Number(user_id), amount }));
}
