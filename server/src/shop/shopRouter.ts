// The shop router (/in/shop 'Shop'): the catalogue (anyone), a quote, a purchase (OTP purpose 8 asked for through
// user.requestOtp), one's orders and an order's code; each its provider call (proxy.ts).
import { shopCalls } from '@sikka/shared/shop/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const shopRouter = router({
  catalogue: proxy(shopCalls.catalogue),
  quote: proxy(shopCalls.quote),
  buy: proxy(shopCalls.buy),
  orders: proxy(shopCalls.orders),
  code: proxy(shopCalls.code),
});
