// The shop under concurrency, through the service on the real provider's PostgreSQL with a code check that accepts
// any code (the race is about stock, not codes): 50 people buying the last 10 of an item at once get exactly 10
// distinct stock rows between them, the other 40 are told it is sold out and keep their money, and the books balance.
import { SHOP_MESSAGES } from '@sikka/shared/shop/rules';
import { key, moneyUser } from '@sikka/tests/support/money';
import { providerForFile } from '@sikka/tests/support/provider';
import { sql } from 'kysely';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { cipherFor } from '../../app.ts';
import { UserEvents } from '../../platform/events/userEvents.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { userBalances } from '../../platform/ledger/ledger.ts';
import { StreamHub } from '../../platform/realtime/streamHub.ts';
import type { MarketService } from '../market/marketService.ts';
import { ShopService } from './shopService.ts';

const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '100000' } });
const log = pino({ level: 'silent' });
const SKU = 'bookmyshow-100000';

function service(): ShopService {
  const events = new UserEvents(provider.db, new StreamHub({ log, verifyToken: async () => null }), log);
  return new ShopService(provider.db, provider.clock, {
    market: { prices: () => ({}) as never, schedule: {} as never } as Pick<
      MarketService,
      'prices' | 'schedule'
    >,
    otp: { checkFor: async () => ({ ok: true, step: null }) as never },
    events,
    wallets: { changed: async () => {} },
    cipher: cipherFor(provider.config),
  });
}

async function row(id: number): Promise<UserRow> {
  return provider.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('shop races', () => {
  it('50 concurrent buys of the last 10 vouchers sell exactly 10, each once; 40 are told it is sold out', async () => {
    const shop = service();
    await sql`delete from shop_stock where sku = ${SKU} and id not in (
      select id from shop_stock where sku = ${SKU} order by id limit 10)`.execute(provider.db);
    const people = [];
    for (let i = 0; i < 50; i += 10)
      people.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, () => moneyUser(provider, { funds: { INR: '1000' } })),
        )),
      );
    const rows = await Promise.all(people.map((person) => row(person.id)));
    const quotes = await Promise.all(
      rows.map((user) => shop.quote(user, { brand: 'bookmyshow', amount: '1000', pay_asset: 'INR' })),
    );
    const answers = await Promise.all(
      rows.map(async (user, i) => {
        try {
          await shop.buy(user, {
            quote_id: quotes[i]?.quote_id as string,
            otp: '123456',
            idempotency_key: key(),
          });
          return 'ok';
        } catch (error) {
          if (error instanceof HttpError && error.status === 422) {
            const errors = (error.body as { error: { errors: Record<string, string[]> } }).error.errors;
            return Object.entries(errors)
              .map(([field, texts]) => `${field}: ${texts[0]}`)
              .join();
          }
          throw error;
        }
      }),
    );
    expect(answers.filter((a) => a === 'ok')).toHaveLength(10);
    expect(answers.filter((a) => a !== 'ok')).toEqual(Array(40).fill(`amount: ${SHOP_MESSAGES.outOfStock}`));

    const sold = await provider.db.selectFrom('shop_stock').selectAll().where('sku', '=', SKU).execute();
    expect(sold).toHaveLength(10);
    expect(sold.every((stock) => stock.order_id !== null)).toBe(true);
    const orders = await provider.db.selectFrom('shop_orders').selectAll().where('sku', '=', SKU).execute();
    expect(orders).toHaveLength(10);
    expect(new Set(orders.map((o) => o.stock_id)).size).toBe(10);
    expect(new Set(orders.map((o) => o.user_id)).size).toBe(10);
    const spent = await Promise.all(
      people.map(async (p) => (await userBalances(provider.db, p.id)).INR.available),
    );
    expect(spent.filter((b) => b === 0n)).toHaveLength(10);
    expect(spent.filter((b) => b === 1_000_00n)).toHaveLength(40);
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });
});
