// The tax router (/in/wallet/tax): a financial year's VDA report and the cost a person enters for coins whose cost
// the platform cannot know, their provider calls (proxy.ts). Schedule VDA's CSV is a download (scheduleVdaRoute.ts).
import { taxCalls } from '@sikka/shared/tax/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const taxRouter = router({
  report: proxy(taxCalls.report),
  enterCost: proxy(taxCalls.enterCost),
});
