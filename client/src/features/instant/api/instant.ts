// The instant calls: a locked quote (its field errors go to the amount input, §8) and its execution (every
// message shown in the confirmation dialog itself); the fee schedule for the live preview.
import { trpc } from '../../../lib/trpc.ts';

/** §5 deposit/withdraw/order field names the amount input answers for. */
export const AMOUNT_SERVER_FIELDS = { amount: 'amount', coin: 'amount', payment_coin: 'amount' } as const;

export function useQuote() {
  return trpc.instant.quote.useMutation({ meta: { serverFields: AMOUNT_SERVER_FIELDS } });
}

export function useExecute() {
  return trpc.instant.execute.useMutation({ meta: { inline: true } });
}

/** Whether an execution whose answer was lost happened; its failures are retried quietly by the caller. */
export function useExecuteOutcome() {
  return trpc.instant.outcome.useMutation({ meta: { quiet: true } });
}

export function useFeeSchedule() {
  return trpc.market.fees.useQuery(undefined, { meta: { inline: true }, staleTime: 5 * 60_000 });
}
