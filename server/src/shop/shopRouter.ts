// The shop router (/in/shop 'Shop'): catalogue, quote, buy, orders, code. Inputs are the shared schemas.
import {
  shopBuyRequestSchema,
  shopCodeRequestSchema,
  shopOrdersQuerySchema,
  shopQuoteRequestSchema,
} from '@sikka/shared/shop/schemas';
import { authedProcedure, publicProcedure, router } from '../trpc.ts';
import * as handlers from './shop.handlers.ts';

export const shopRouter = router({
  catalogue: publicProcedure.query(handlers.catalogue),
  quote: authedProcedure.input(shopQuoteRequestSchema).mutation(handlers.quote),
  buy: authedProcedure.input(shopBuyRequestSchema).mutation(handlers.buy),
  orders: authedProcedure.input(shopOrdersQuerySchema).query(handlers.orders),
  code: authedProcedure.input(shopCodeRequestSchema).query(handlers.code),
});
