// The home screen's calls: one's change today with average costs, refreshed as prices move, and the value chart's
// range, kept a while (a day's ends change once a day).
import type { HistoryRange } from '@sikka/shared/portfolio/rules';
import { trpc } from '../../../lib/trpc.ts';

export function usePortfolioSummary(enabled: boolean) {
  return trpc.portfolio.summary.useQuery(undefined, {
    enabled,
    refetchInterval: 30_000,
    meta: { inline: true },
  });
}

export function usePortfolioHistory(range: HistoryRange, enabled: boolean) {
  return trpc.portfolio.history.useQuery({ range }, { enabled, staleTime: 60_000, meta: { inline: true } });
}
