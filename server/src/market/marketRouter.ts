// The market router: live prices of BTC, ETH and USDT in rupees (docs/requirements.md §3 coin price entry, §7), and the fee
// schedule in force (spread, platform fee, GST on the fee, TDS on a sale), its provider call (proxy.ts).

import { marketCalls } from '@sikka/shared/market/calls';
import { type AllPricesResponse, allPricesResponseSchema } from '@sikka/shared/market/schemas';
import { PRICES_CHANNEL } from '@sikka/shared/realtime/stream';
import { proxy } from '../proxy.ts';
import { channelFeed } from '../realtime/feed.ts';
import { publicProcedure, router } from '../trpc.ts';
import { via } from '../upstream/client.ts';

export const marketRouter = router({
  prices: publicProcedure.query(({ ctx }): Promise<AllPricesResponse> => ctx.prices.current(via(ctx))),
  fees: proxy(marketCalls.fees),
  /** A snapshot first, then every update; 'interrupted' while the provider is out of reach. */
  onPrices: publicProcedure.subscription(({ ctx, signal }) =>
    channelFeed(ctx.stream, {
      channel: PRICES_CHANNEL,
      schema: allPricesResponseSchema,
      signal,
      socket: ctx.socket,
    }),
  ),
});
