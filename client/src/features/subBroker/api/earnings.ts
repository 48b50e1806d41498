// A sub-broker's commissions and a client's statement (the dashboard's second chunk, components/Earnings.tsx).
import { trpc } from '../../../lib/trpc.ts';

/** The sub-broker's commissions on their clients' fees, newest first, with the total. */
export function useCommissions() {
  return trpc.subBroker.commissions.useQuery(undefined, { meta: { inline: true } });
}

/** One client's statement for a month or financial year; asked for once both are chosen. */
export function useStatement(choice: { clientId: number; period: string } | null) {
  return trpc.subBroker.statement.useQuery(
    { client_id: String(choice?.clientId ?? ''), period: choice?.period ?? '' },
    { enabled: choice !== null, meta: { inline: true } },
  );
}
