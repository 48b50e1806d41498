// The instant router: a quote locked for a short, visible time, its execution at exactly those numbers (once per
// idempotency key), and the outcome of an execution whose answer was lost; each its provider call (proxy.ts).
import { instantCalls } from '@sikka/shared/instant/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const instantRouter = router({
  quote: proxy(instantCalls.quote),
  execute: proxy(instantCalls.execute),
  outcome: proxy(instantCalls.outcome),
});
