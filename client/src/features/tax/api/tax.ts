// The tax year's calls: one financial year's report, and the cost a person enters for coins whose cost the platform
// cannot know (the report is fetched again after, recomputed with it).
import { trpc } from '../../../lib/trpc.ts';

export function useTaxReport(year: string, signedIn: boolean) {
  return trpc.tax.report.useQuery(
    { year },
    // The page shows a refusal itself (a year outside the account's life), so nothing is toasted.
    { enabled: signedIn, retry: false, meta: { inline: true } },
  );
}

export function useEnterCost() {
  const utils = trpc.useUtils();
  return trpc.tax.enterCost.useMutation({
    meta: { inline: true },
    onSuccess: () => utils.tax.report.invalidate(),
  });
}
