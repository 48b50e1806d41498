// The shop (docs/requirements.md §1 shop for vouchers and products, §2 /in/shop): the catalogue with live stock; a quote of an
// item paid in rupees or with a coin sold at the live instant price (shared/src/market/quote.ts), locked for a short
// time; a purchase once per idempotency key, confirmed with §9's transaction OTP (8) in the same transaction as the
// stock row taken (never sold twice), the one ledger entry, the order with its sealed code, and the buyer's message.
import { randomBytes } from 'node:crypto';
import type { Asset } from '@sikka/shared/constants';
import { messageEvent } from '@sikka/shared/messages/kinds';
import { toMinorUnits } from '@sikka/shared/money/amount';
import { findBrand, SHOP_CATALOGUE, skuOf } from '@sikka/shared/shop/catalogue';
import { codeFromBytes, resolveItem, SHOP_MESSAGES } from '@sikka/shared/shop/rules';
import {
  type CatalogueResponse,
  SHOP_OTP_PURPOSE,
  type ShopBuyResponse,
  type ShopCodeResponse,
  type ShopOrdersPage,
  type ShopQuote,
  type shopBuyRequestSchema,
  type shopQuoteRequestSchema,
} from '@sikka/shared/shop/schemas';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { FieldCipher } from '../../platform/crypto/fieldCipher.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { fieldErrorOn, messageError } from '../../platform/http/errors.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';
import { type Outcome, once } from '../../platform/ledger/idempotency.ts';
import type { OtpService } from '../../platform/otp/otpService.ts';
import {
  checkPayment,
  lockUnusedQuote,
  type PricingMarket,
  postPayment,
  purchaseEntry,
  quoteNow,
} from './pricing.ts';
import { hasStock, markSold, ordersPage, orderWire, ownOrder, stockCounts, takeStock } from './shopRepo.ts';

const BUY = 'shop_buy';
type QuoteBody = z.output<typeof shopQuoteRequestSchema>;
type BuyBody = z.output<typeof shopBuyRequestSchema>;

export class ShopService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly deps: {
      market: PricingMarket;
      /** The transaction OTP's check (tests of races pass one that accepts any code). */
      otp: Pick<OtpService, 'checkFor'>;
      events: Pick<UserEvents, 'record'>;
      wallets: { changed(userId: number): Promise<void> };
      cipher: FieldCipher;
    },
  ) {}

  /** GET /shop/catalogue: every brand and denomination with its unsold stock. */
  async catalogue(): Promise<CatalogueResponse> {
    const counts = await stockCounts(this.db);
    return {
      brands: SHOP_CATALOGUE.map((brand) => ({
        id: brand.id,
        name: brand.name,
        kind: brand.kind,
        description: brand.description,
        redeem: brand.redeem,
        items: brand.denominations.map((d) => {
          const sku = skuOf(brand.id, toMinorUnits(d.amount, 'INR'));
          return { sku, amount: d.amount, in_stock: counts.get(sku) ?? 0 };
        }),
      })),
    };
  }

  /** POST /shop/quotes: the item (a §8 field error if it does not exist or is sold out), priced and locked. */
  async quote(user: UserRow, body: QuoteBody): Promise<ShopQuote> {
    const item = resolveItem(body.brand, body.amount);
    if (!item.ok) throw fieldErrorOn(item.field, item.message);
    if (!(await hasStock(this.db, item.sku))) throw fieldErrorOn('amount', SHOP_MESSAGES.outOfStock);
    const quoted = quoteNow(this.deps.market, item.price, body.pay_asset, this.clock.now());
    if (!quoted.ok) throw fieldErrorOn('pay_asset', quoted.message);
    const id = `sq_${randomBytes(16).toString('hex')}`;
    await this.db
      .insertInto('shop_quotes')
      .values({
        id,
        user_id: user.id,
        brand: item.brand.id,
        sku: item.sku,
        price: item.price,
        ...quoted.columns,
      })
      .execute();
    return { quote_id: id, brand: item.brand.id, sku: item.sku, ...quoted.wire };
  }

  /**
   * POST /shop/orders, once per idempotency key; every refusal moves nothing. In one transaction under the buyer's
   * row lock (once()): the quote is locked (theirs, unused), a stock row taken, then pricing.ts checkPayment (past
   * its time only if the price has not moved, the balance, the OTP: a wrong code still counted), then the order with
   * its sealed code, the stock row marked sold, the one ledger entry, the quote marked used and the message.
   */
  async buy(user: UserRow, body: BuyBody): Promise<Outcome<ShopBuyResponse>> {
    const outcome = await once(
      this.db,
      { userId: user.id, key: body.idempotency_key, operation: BUY, request: { quote_id: body.quote_id } },
      async (trx) => {
        const quote = await lockUnusedQuote(trx, 'shop_quotes', body.quote_id, user.id);
        const asset = quote.pay_asset as Asset;
        const price = BigInt(quote.price);
        const now = this.clock.now();
        const stockId = await takeStock(trx, quote.sku);
        if (stockId === null) throw fieldErrorOn('amount', SHOP_MESSAGES.outOfStock);
        const lines = await checkPayment(trx, this.deps, {
          userId: user.id,
          asset,
          price,
          quote,
          now,
          otp: body.otp,
          purpose: SHOP_OTP_PURPOSE,
          messages: SHOP_MESSAGES,
        });
        const quantity = lines.quantity;

        const order = await trx
          .insertInto('shop_orders')
          .values({
            user_id: user.id,
            quote_id: quote.id,
            stock_id: stockId,
            brand: quote.brand,
            sku: quote.sku,
            price,
            pay_asset: asset,
            pay_amount: quantity,
            // Sealed before it is written: the code is never at rest in plain text.
            code: this.deps.cipher.seal('shop_orders.code', codeFromBytes(randomBytes(16))),
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await markSold(trx, stockId, order.id);
        await postPayment(
          trx,
          purchaseEntry({
            kind: BUY,
            reference: `shop:${order.id}`,
            userId: user.id,
            asset,
            lines,
            disposal: 'shop_spend',
          }),
          SHOP_MESSAGES.insufficient,
        );
        await trx.updateTable('shop_quotes').set({ used_at: now }).where('id', '=', quote.id).execute();
        const wire = orderWire(order);
        await this.deps.events.record(
          trx,
          messageEvent(
            user.id,
            'shop_order',
            {
              order_id: order.id,
              brand: wire.brand_name,
              amount: wire.amount,
              pay_asset: asset,
              pay_amount: wire.pay_amount,
            },
            `shop:${order.id}`,
          ),
        );
        // The stored answer of the key holds no code: codes are read sealed, by their owner, through code().
        return { status: 201, body: { order: wire, message: SHOP_MESSAGES.bought } };
      },
    );
    if (!outcome.replayed) await this.deps.wallets.changed(user.id);
    return outcome;
  }

  /** GET /shop/orders. */
  orders(user: UserRow, page: number): Promise<ShopOrdersPage> {
    return ordersPage(this.db, user.id, page);
  }

  /** GET /shop/orders/code: the code of the user's own order; anyone else's is not found. */
  async code(user: UserRow, id: number): Promise<ShopCodeResponse> {
    const order = await ownOrder(this.db, user.id, id);
    if (!order) throw messageError(404, SHOP_MESSAGES.orderNotFound);
    return {
      id: order.id,
      code: this.deps.cipher.open('shop_orders.code', order.code),
      redeem: findBrand(order.brand)?.redeem ?? '',
    };
  }
}
