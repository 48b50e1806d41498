// The lending router (/in/lending 'Lending'): the terms, borrow (OTP purpose 7 asked for through user.requestOtp),
// the loans, a loan's statement and repay; each its provider call (proxy.ts).
import { lendingCalls } from '@sikka/shared/lending/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const lendingRouter = router({
  terms: proxy(lendingCalls.terms),
  borrow: proxy(lendingCalls.borrow),
  list: proxy(lendingCalls.list),
  statement: proxy(lendingCalls.statement),
  repay: proxy(lendingCalls.repay),
});
