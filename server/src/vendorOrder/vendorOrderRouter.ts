// The vendor order router (/in/vendor-order 'Vendor Order'): the checkout's read (anyone), a quote and a payment
// (OTP purpose 8 asked for through user.requestOtp); each its provider call (proxy.ts). Merchants make and read
// orders through /api/v1.
import { vendorOrderCalls } from '@sikka/shared/vendorOrder/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const vendorOrderRouter = router({
  checkout: proxy(vendorOrderCalls.checkout),
  quote: proxy(vendorOrderCalls.quote),
  pay: proxy(vendorOrderCalls.pay),
});
