// The gifting router (/in/giftings 'Gift a Coin'): quote and send a coin (OTP purpose 8 asked for through
// user.requestOtp), the sent and received gifts, and claim one; each its provider call (proxy.ts).
import { giftingCalls } from '@sikka/shared/gifting/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const giftingRouter = router({
  quote: proxy(giftingCalls.quote),
  send: proxy(giftingCalls.send),
  list: proxy(giftingCalls.list),
  claim: proxy(giftingCalls.claim),
});
