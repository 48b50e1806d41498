// Shop (shared/src/shop/calls.ts shopCalls): the catalogue, a quote, a purchase (verified, OTP 8), orders, a code.
import { shopCalls } from '@sikka/shared/shop/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { ShopService } from './shopService.ts';

export function registerShopRoutes(serve: Serve, shop: ShopService): void {
  serve(shopCalls.catalogue, () => shop.catalogue());

  serve(shopCalls.quote, ({ session, input }) => shop.quote(session.user, input));

  serve(shopCalls.buy, async ({ session, input, reply }) => {
    const outcome = await shop.buy(session.user, input);
    reply.code(outcome.status);
    return outcome.body;
  });

  serve(shopCalls.orders, ({ session, input }) => shop.orders(session.user, input.page));

  serve(shopCalls.code, ({ session, input }) => shop.code(session.user, input.id));
}
