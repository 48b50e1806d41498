// The one QueryClient. Its QueryCache and MutationCache onError are THE central §8 handler: every failed
// call passes here once, with the `meta` (RequestMeta) it was made with, and planError decides what shows.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ANALYTICS_EVENTS, type AnalyticsFields, analytics } from '../lib/analytics.ts';
import { appErrorOf, type RequestMeta } from '../lib/errors.ts';
import type { FurtherDetailsRequest } from '../lib/furtherDetails.ts';
import { notify } from '../lib/toast.ts';
import { planError } from './errorHandling.ts';

/** What the handler may do beyond toasting; the providers wire these to the router and the session. */
export interface ErrorEffects {
  currentPath(): string;
  /** §8 token expired or blacklisted: the §4 session-end routine. */
  endSession(): void;
  /** §8 wrong number of segments: the session is dropped without a toast. */
  dropSession(): void;
  redirect(path: string): void;
  /** §8 432: the further-details flow opens (lib/furtherDetails.ts). */
  furtherDetails(request: FurtherDetailsRequest): void;
}

function handleRequestError(error: unknown, meta: RequestMeta | undefined, effects: ErrorEffects): void {
  const plan = planError(appErrorOf(error), meta, effects.currentPath());
  if (plan.toast !== null) notify.error(plan.toast);
  if (plan.endSession) effects.endSession();
  else if (plan.dropSession) effects.dropSession();
  if (plan.redirectTo !== null) effects.redirect(plan.redirectTo);
  if (plan.furtherDetails !== null) effects.furtherDetails(plan.furtherDetails);
  if (plan.track !== null)
    analytics.track(ANALYTICS_EVENTS.requestFailed, plan.track satisfies AnalyticsFields);
}

/** Retried once when the network or the server stumbled; an answer that is the person's to act on, never. */
function retryOnce(failureCount: number, error: unknown): boolean {
  const status = appErrorOf(error).status;
  return failureCount < 1 && (status === 0 || status >= 500) && status !== 503;
}

export function createAppQueryClient(effects: ErrorEffects): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleRequestError(error, query.meta, effects),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => handleRequestError(error, mutation.meta, effects),
    }),
    defaultOptions: {
      queries: { retry: retryOnce, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
