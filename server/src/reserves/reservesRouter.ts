// The reserves router (/in/about/proof-of-reserves): the latest snapshot for anyone and a signed-in user's proof
// file; both are their provider calls as they are (proxy.ts).
import { reservesCalls } from '@sikka/shared/reserves/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const reservesRouter = router({
  latest: proxy(reservesCalls.latest),
  proof: proxy(reservesCalls.proof),
});
