// Vendor orders (docs/requirements.md §2 /in/vendor-order, docs/vendor-order.md): a merchant makes an order through the public API
// and reads its status; anyone with its checkout address reads it; a signed-in payer quotes its total in rupees or
// a coin at the live instant price (shop/pricing.ts) and pays it once per idempotency key with §9's transaction OTP
// (8). The payment is one transaction: the order row locked (an order is paid at most once, whoever races), the one
// ledger entry from the payer to the merchant, the order marked paid and the merchant's message.
import { randomBytes } from 'node:crypto';
import type { Asset } from '@sikka/shared/constants';
import { messageEvent } from '@sikka/shared/messages/kinds';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import {
  orderTotal,
  payRefusal,
  statusAt,
  unitPricePaise,
  VENDOR_ORDER_MESSAGES,
  VENDOR_ORDER_TTL_SECONDS,
} from '@sikka/shared/vendorOrder/rules';
import {
  type createVendorOrderRequestSchema,
  VENDOR_ORDER_OTP_PURPOSE,
  type VendorOrder,
  type VendorOrderPayResponse,
  type VendorOrderQuote,
  type vendorOrderPayRequestSchema,
  type vendorOrderQuoteRequestSchema,
} from '@sikka/shared/vendorOrder/schemas';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { VendorOrderItemRow } from '../../platform/db/schema.ts';
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
} from '../shop/index.ts';
import { findByReference, findOrder, lockOrder, merchantName, orderWire } from './vendorOrderRepo.ts';

const PAY = 'vendor_order_pay';
type CreateBody = z.output<typeof createVendorOrderRequestSchema>;
type QuoteBody = z.output<typeof vendorOrderQuoteRequestSchema>;
type PayBody = z.output<typeof vendorOrderPayRequestSchema>;

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
const sameItems = (a: readonly VendorOrderItemRow[], b: readonly VendorOrderItemRow[]) =>
  a.length === b.length &&
  a.every((item, i) => {
    const other = b[i];
    return (
      other?.name === item.name && other.quantity === item.quantity && other.unit_price === item.unit_price
    );
  });
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

export class VendorOrderService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly deps: {
      market: PricingMarket;
      /** The transaction OTP's check (tests of races pass one that accepts any code). */
      otp: Pick<OtpService, 'checkFor'>;
      events: Pick<UserEvents, 'record'>;
      wallets: { changed(userId: number): Promise<void> };
    },
  ) {}

  /**
   * POST /vendor-orders: the items priced in whole paise (a §8 field error names the line), open for 30 minutes. The
   * merchant's reference is unique: the same reference and items again answer the order already made.
   */
  async create(merchant: UserRow, keyId: string | null, body: CreateBody): Promise<VendorOrder> {
    const shownAs = await merchantName(this.db, keyId, merchant.name);
    if (shownAs === null) throw messageError(422, VENDOR_ORDER_MESSAGES.noDisplayName);
    const items: Array<VendorOrderItemRow & { unitPaise: bigint }> = [];
    for (const [i, item] of body.items.entries()) {
      const price = unitPricePaise(item.unit_price);
      if (!price.ok) throw fieldErrorOn(`items.${i}.unit_price`, price.message);
      items.push({
        name: item.name,
        quantity: item.quantity,
        unit_price: String(price.paise),
        unitPaise: price.paise,
      });
    }
    const stored = items.map(({ name, quantity, unit_price }) => ({ name, quantity, unit_price }));
    const now = this.clock.now();
    try {
      const row = await this.db
        .insertInto('vendor_orders')
        .values({
          id: randomId('vo_'),
          merchant_id: merchant.id,
          reference: body.reference,
          merchant_name: shownAs,
          items: JSON.stringify(
            items.map(({ name, quantity, unit_price }) => ({ name, quantity, unit_price })),
          ),
          total: orderTotal(items),
          created_at: now,
          expires_at: new Date(now.getTime() + VENDOR_ORDER_TTL_SECONDS * 1000),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return orderWire(row, now);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The reference names the order: a retry whose answer was lost gets the same order; other items are refused.
      const made = await findByReference(this.db, merchant.id, body.reference);
      if (made && sameItems(made.items, stored)) return orderWire(made, this.clock.now());
      throw fieldErrorOn('reference', VENDOR_ORDER_MESSAGES.referenceUsed);
    }
  }

  /** GET /vendor-orders/status: the merchant's own order; anyone else's is as absent as a missing one. */
  async status(merchant: UserRow, id: string): Promise<VendorOrder> {
    const row = await findOrder(this.db, id);
    if (!row || row.merchant_id !== merchant.id) throw messageError(404, VENDOR_ORDER_MESSAGES.notFound);
    return orderWire(row, this.clock.now());
  }

  /** GET /vendor-orders/checkout: anyone holding the address reads the order. */
  async checkout(id: string): Promise<VendorOrder> {
    const row = await findOrder(this.db, id);
    if (!row) throw messageError(404, VENDOR_ORDER_MESSAGES.notFound);
    return orderWire(row, this.clock.now());
  }

  /** POST /vendor-orders/quotes: an open order's total paid with an asset, priced now and held for a minute. */
  async quote(user: UserRow, body: QuoteBody): Promise<VendorOrderQuote> {
    const order = await findOrder(this.db, body.id);
    if (!order) throw messageError(404, VENDOR_ORDER_MESSAGES.notFound);
    const now = this.clock.now();
    const refusal = payRefusal(statusAt(order, now));
    if (refusal) throw messageError(409, refusal);
    if (order.merchant_id === user.id) throw messageError(403, VENDOR_ORDER_MESSAGES.ownOrder);
    const quoted = quoteNow(this.deps.market, BigInt(order.total), body.pay_asset, now);
    if (!quoted.ok) throw fieldErrorOn('pay_asset', quoted.message);
    const id = randomId('vq_');
    await this.db
      .insertInto('vendor_order_quotes')
      .values({ id, order_id: order.id, user_id: user.id, ...quoted.columns })
      .execute();
    return { quote_id: id, order_id: order.id, ...quoted.wire };
  }

  /**
   * POST /vendor-orders/pay, once per idempotency key; every refusal moves nothing. Under the payer's row lock
   * (once()): the quote locked and checked (theirs, unused; past its time only if the price has not moved), the order
   * locked and still open, the balance checked, the OTP spent (a wrong code still counted), then the order marked
   * paid, the one ledger entry to the merchant, the quote used and the merchant's message.
   */
  async pay(user: UserRow, body: PayBody): Promise<Outcome<VendorOrderPayResponse>> {
    let merchantId: number | null = null;
    const outcome = await once(
      this.db,
      { userId: user.id, key: body.idempotency_key, operation: PAY, request: { quote_id: body.quote_id } },
      async (trx) => {
        const quote = await lockUnusedQuote(trx, 'vendor_order_quotes', body.quote_id, user.id);
        const order = await lockOrder(trx, quote.order_id);
        if (!order) throw messageError(404, VENDOR_ORDER_MESSAGES.notFound);
        const now = this.clock.now();
        const refusal = payRefusal(statusAt(order, now));
        if (refusal) throw messageError(409, refusal);
        const asset = quote.pay_asset as Asset;
        const lines = await checkPayment(trx, this.deps, {
          userId: user.id,
          asset,
          price: BigInt(order.total),
          quote,
          now,
          otp: body.otp,
          purpose: VENDOR_ORDER_OTP_PURPOSE,
          messages: VENDOR_ORDER_MESSAGES,
        });

        const paid = await trx
          .updateTable('vendor_orders')
          .set({ paid_at: now, paid_by: user.id, pay_asset: asset, pay_amount: lines.quantity })
          .where('id', '=', order.id)
          .where('paid_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        // The row was locked above and open: anything else is a broken invariant, and the payment rolls back.
        if (!paid) throw new Error(`vendor order ${order.id} was already paid`);
        await postPayment(
          trx,
          purchaseEntry({
            kind: PAY,
            reference: `vendor_order:${order.id}`,
            userId: user.id,
            asset,
            lines,
            disposal: 'vendor_order',
            payee: { userId: order.merchant_id, kind: 'available', asset: 'INR' },
          }),
          VENDOR_ORDER_MESSAGES.insufficient,
        );
        await trx
          .updateTable('vendor_order_quotes')
          .set({ used_at: now })
          .where('id', '=', quote.id)
          .execute();
        const wire = orderWire(paid, now);
        await this.deps.events.record(
          trx,
          messageEvent(
            order.merchant_id,
            'vendor_order_paid',
            { order_id: order.id, reference: order.reference, amount: wire.total },
            `vendor_order:${order.id}`,
          ),
        );
        merchantId = order.merchant_id;
        return {
          status: 201,
          body: {
            order: wire,
            pay_asset: asset,
            pay_amount: fromMinorUnits(lines.quantity, asset),
            message: VENDOR_ORDER_MESSAGES.paidOk,
          },
        };
      },
    );
    if (!outcome.replayed) {
      await this.deps.wallets.changed(user.id);
      if (merchantId !== null) await this.deps.wallets.changed(merchantId);
    }
    return outcome;
  }
}
