// Vendor orders under concurrency and as a property, through the service on the real provider's PostgreSQL with a
// code check that accepts any code (the race is about the order, not codes): 20 payers racing for one order make
// exactly one payment; and for any items and any funds, a payment moves exactly the total from payer to merchant (or
// nothing, refused), with the books balanced.
import { fromMinorUnits } from '@sikka/shared/money/amount';
import { VENDOR_ORDER_MESSAGES } from '@sikka/shared/vendorOrder/rules';
import type { CreateVendorOrderRequest } from '@sikka/shared/vendorOrder/schemas';
import { key, moneyUser } from '@sikka/tests/support/money';
import { providerForFile } from '@sikka/tests/support/provider';
import fc from 'fast-check';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { UserEvents } from '../../platform/events/userEvents.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { userBalances } from '../../platform/ledger/ledger.ts';
import { StreamHub } from '../../platform/realtime/streamHub.ts';
import type { PricingMarket } from '../shop/pricing.ts';
import { VendorOrderService } from './vendorOrderService.ts';

const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '100000' } });
const log = pino({ level: 'silent' });

function service(): VendorOrderService {
  const events = new UserEvents(provider.db, new StreamHub({ log, verifyToken: async () => null }), log);
  return new VendorOrderService(provider.db, provider.clock, {
    // Rupee payments only: the market is never asked.
    market: { prices: () => ({}) as never, schedule: {} as never } as PricingMarket,
    otp: { checkFor: async () => ({ ok: true, step: null }) as never },
    events,
    wallets: { changed: async () => {} },
  });
}

async function row(id: number): Promise<UserRow> {
  return provider.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** What a refusal says: `field: text` for a §8 field error, `status: message` otherwise. */
function refusal(error: unknown): string {
  if (!(error instanceof HttpError)) throw error;
  const body = error.body as { message?: string; error?: { errors: Record<string, string[]> } };
  if (body.error)
    return Object.entries(body.error.errors)
      .map(([field, texts]) => `${field}: ${texts[0]}`)
      .join();
  return `${error.status}: ${body.message}`;
}

describe('vendor order races', () => {
  it('20 payers racing for one order: exactly one pays, 19 are told it is paid and keep their money', async () => {
    const orders = service();
    const merchant = { ...(await row((await moneyUser(provider)).id)), name: 'Banaras Weaves' };
    const people = await Promise.all(
      Array.from({ length: 20 }, () => moneyUser(provider, { funds: { INR: '500' } })),
    );
    const rows = await Promise.all(people.map((person) => row(person.id)));
    const order = await orders.create(merchant, null, {
      reference: 'RACE-1',
      items: [{ name: 'Thali', quantity: 2, unit_price: '150.25' }],
    });
    const quotes = await Promise.all(
      rows.map((user) => orders.quote(user, { id: order.id, pay_asset: 'INR' })),
    );
    const answers = await Promise.all(
      rows.map(async (user, i) => {
        try {
          await orders.pay(user, {
            quote_id: quotes[i]?.quote_id as string,
            otp: '123456',
            idempotency_key: key(),
          });
          return 'ok';
        } catch (error) {
          return refusal(error);
        }
      }),
    );
    expect(answers.filter((a) => a === 'ok')).toHaveLength(1);
    expect(answers.filter((a) => a !== 'ok')).toEqual(Array(19).fill(`409: ${VENDOR_ORDER_MESSAGES.paid}`));
    const balances = await Promise.all(
      people.map(async (p) => (await userBalances(provider.db, p.id)).INR.available),
    );
    expect(balances.filter((b) => b === 500_00n - 300_50n)).toHaveLength(1);
    expect(balances.filter((b) => b === 500_00n)).toHaveLength(19);
    expect((await userBalances(provider.db, merchant.id)).INR.available).toBe(300_50n);
    const entries = await provider.db
      .selectFrom('journal_entries')
      .select('id')
      .where('reference', '=', `vendor_order:${order.id}`)
      .execute();
    expect(entries).toHaveLength(1);
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });

  it('property: payer and merchant move by exactly the total (or not at all), and the books balance', async () => {
    const orders = service();
    const itemArb = fc.record({
      name: fc.constantFrom('Tea', 'Rice', 'Dal', 'Pen'),
      quantity: fc.integer({ min: 1, max: 20 }),
      paise: fc.bigInt({ min: 1n, max: 5_000_00n }),
    });
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(itemArb, { minLength: 1, maxLength: 5 }),
        fc.bigInt({ min: 0n, max: 2_00_000_00n }),
        async (items, fundsPaise) => {
          n += 1;
          const merchant = { ...(await row((await moneyUser(provider)).id)), name: 'Banaras Weaves' };
          const payer = await moneyUser(provider, {
            funds: fundsPaise > 0n ? { INR: fromMinorUnits(fundsPaise, 'INR') } : {},
          });
          const body: CreateVendorOrderRequest = {
            reference: `P-${n}`,
            items: items.map((item) => ({
              name: item.name,
              quantity: item.quantity,
              unit_price: fromMinorUnits(item.paise, 'INR'),
            })),
          };
          const order = await orders.create(merchant, null, body);
          const total = items.reduce((sum, item) => sum + BigInt(item.quantity) * item.paise, 0n);
          expect(order.total).toBe(fromMinorUnits(total, 'INR'));
          const payerRow = await row(payer.id);
          const q = await orders.quote(payerRow, { id: order.id, pay_asset: 'INR' });
          let paid = true;
          try {
            await orders.pay(payerRow, { quote_id: q.quote_id, otp: '123456', idempotency_key: key() });
          } catch (error) {
            expect(refusal(error)).toBe(`pay_asset: ${VENDOR_ORDER_MESSAGES.insufficient}`);
            paid = false;
          }
          expect(paid).toBe(fundsPaise >= total);
          const moved = paid ? total : 0n;
          expect((await userBalances(provider.db, payer.id)).INR.available).toBe(fundsPaise - moved);
          expect((await userBalances(provider.db, merchant.id)).INR.available).toBe(moved);
          expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
        },
      ),
      { numRuns: 15 },
    );
  });
});
