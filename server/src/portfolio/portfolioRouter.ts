// The portfolio router (the signed-in dashboard at /in/home): the change today with average costs, and the value
// chart's range; both are their provider calls as they are (proxy.ts).
import { portfolioCalls } from '@sikka/shared/portfolio/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const portfolioRouter = router({
  summary: proxy(portfolioCalls.summary),
  history: proxy(portfolioCalls.history),
});
