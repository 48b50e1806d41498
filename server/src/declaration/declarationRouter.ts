// The declaration router: the form of an order held until its declaration is signed (§2 /in/profile/form), each
// procedure its provider call (proxy.ts).
import { declarationCalls } from '@sikka/shared/declaration/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const declarationRouter = router({
  get: proxy(declarationCalls.get),
  sign: proxy(declarationCalls.sign),
});
