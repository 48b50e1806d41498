// UMA under concurrency and at random, driven through the service on the real provider's PostgreSQL with a code check
// that accepts any code (one OTP confirms one transfer; the races are about money, not codes): 50 sends racing on one
// balance move exactly what it covers; the daily limit holds however sends race; sends crossing between two people
// never deadlock; and random sequences keep the books balanced and each person's balances equal to a simple model.
import { ASSETS, type Asset } from '@sikka/shared/constants';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import { dailyLimitMessage, UMA_DAILY_LIMIT, UMA_MESSAGES, UMA_MINIMUM } from '@sikka/shared/uma/rules';
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
import { UmaService } from './umaService.ts';

const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '100000' } });
const log = pino({ level: 'silent' });

function service(): UmaService {
  const events = new UserEvents(provider.db, new StreamHub({ log, verifyToken: async () => null }), log);
  return new UmaService(provider.db, provider.clock, {
    otp: { checkFor: async () => ({ ok: true, step: null }) as never },
    events,
    wallets: { changed: async () => {} },
    valuer: provider.app.market.valueOf.bind(provider.app.market),
  });
}

async function row(id: number): Promise<UserRow> {
  return provider.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function person(
  funds: Record<string, string> = {},
): Promise<{ id: number; mobile: string; row: UserRow }> {
  const created = await moneyUser(provider, { funds });
  return { id: created.id, mobile: created.mobile, row: await row(created.id) };
}

/** The send's field error (field and text), or 'ok'. */
async function attempt(
  uma: UmaService,
  from: UserRow,
  to: string,
  asset: Asset,
  amount: string,
  idempotencyKey = key(),
) {
  try {
    await uma.send(from, { to, asset, amount, note: '', otp: '123456', idempotency_key: idempotencyKey });
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) {
      const errors = (error.body as { error: { errors: Record<string, string[]> } }).error.errors;
      const [field, texts] = Object.entries(errors)[0] as [string, string[]];
      return `${field}: ${texts[0]}`;
    }
    throw error;
  }
}

async function balanced(): Promise<boolean> {
  return booksBalance(await checkInvariants(provider.db));
}

describe('UMA races', () => {
  it('50 concurrent sends of ₹500 from ₹10,000 move exactly ₹10,000: 20 go, 30 are refused on amount', async () => {
    const uma = service();
    const asha = await person({ INR: '10000' });
    const bina = await person();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => attempt(uma, asha.row, bina.mobile, 'INR', '500')),
    );
    expect(answers.filter((a) => a === 'ok')).toHaveLength(20);
    expect(answers.filter((a) => a !== 'ok')).toEqual(Array(30).fill(`amount: ${UMA_MESSAGES.insufficient}`));
    expect((await userBalances(provider.db, asha.id)).INR.available).toBe(0n);
    expect((await userBalances(provider.db, bina.id)).INR.available).toBe(10_000_00n);
    expect(await balanced()).toBe(true);
  });

  it('the daily limit holds under concurrency: 50 sends of 0.02 BTC from 1 BTC move the 0.5 BTC limit', async () => {
    const uma = service();
    const asha = await person({ BTC: '1' });
    const bina = await person();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => attempt(uma, asha.row, bina.mobile, 'BTC', '0.02')),
    );
    expect(answers.filter((a) => a === 'ok')).toHaveLength(25);
    expect(answers.filter((a) => a !== 'ok')).toEqual(
      Array(25).fill(`amount: ${dailyLimitMessage('BTC', 0n)}`),
    );
    expect((await userBalances(provider.db, bina.id)).BTC.available).toBe(UMA_DAILY_LIMIT.BTC);
    // The next India day the limit starts again.
    provider.clock.advanceSeconds(24 * 3600);
    expect(await attempt(uma, asha.row, bina.mobile, 'BTC', '0.02')).toBe('ok');
    expect(await balanced()).toBe(true);
  });

  it('sends crossing between two people never deadlock, and the same key retried at once moves once', async () => {
    const uma = service();
    const asha = await person({ INR: '10000' });
    const bina = await person({ INR: '10000' });
    const retried = key();
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => attempt(uma, asha.row, bina.mobile, 'INR', '100')),
      ...Array.from({ length: 20 }, () => attempt(uma, bina.row, asha.mobile, 'INR', '50')),
      ...Array.from({ length: 5 }, () => attempt(uma, asha.row, bina.mobile, 'INR', '7', retried)),
    ]);
    expect(answers.every((a) => a === 'ok')).toBe(true);
    const transfers = await provider.db
      .selectFrom('uma_transfers')
      .select('id')
      .where('sender_id', '=', asha.id)
      .where('amount', '=', '700')
      .execute();
    expect(transfers).toHaveLength(1);
    expect((await userBalances(provider.db, asha.id)).INR.available).toBe(
      10_000_00n - 2_000_00n + 1_000_00n - 7_00n,
    );
    expect((await userBalances(provider.db, bina.id)).INR.available).toBe(
      10_000_00n + 2_000_00n - 1_000_00n + 7_00n,
    );
    expect(await balanced()).toBe(true);
  });
});

type Step = { from: number; to: number; asset: Asset; percent: number; retry: boolean };

describe('UMA property: random sends among three people', () => {
  it('keep the books balanced and each total changed only by what was sent and received', async () => {
    const uma = service();
    const step: fc.Arbitrary<Step> = fc.record({
      from: fc.integer({ min: 0, max: 2 }),
      to: fc.integer({ min: 0, max: 2 }),
      asset: fc.constantFrom(...ASSETS),
      // Of what the model says is available: up to 100% should go, beyond it must be refused.
      percent: fc.integer({ min: 1, max: 130 }),
      retry: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        // A fresh India day for each run, so earlier runs' sends do not count against its limits.
        provider.clock.advanceSeconds(24 * 3600);
        const people = await Promise.all(
          [0, 1, 2].map(() => person({ INR: '3000', BTC: '0.02', ETH: '0.5', USDT: '100' })),
        );
        const model = await Promise.all(people.map((p) => userBalances(provider.db, p.id)));
        const sentToday = people.map(
          () => Object.fromEntries(ASSETS.map((a) => [a, 0n])) as Record<Asset, bigint>,
        );
        for (const s of steps) {
          const from = people[s.from] as (typeof people)[number];
          const to = people[s.to] as (typeof people)[number];
          const available = (model[s.from] as (typeof model)[number])[s.asset].available;
          const minor = (available * BigInt(s.percent)) / 100n;
          const amount = fromMinorUnits(minor, s.asset);
          const idempotencyKey = key();
          const tries = s.retry ? 2 : 1;
          const answers = await Promise.all(
            Array.from({ length: tries }, () =>
              attempt(uma, from.row, to.mobile, s.asset, amount, idempotencyKey),
            ),
          );
          const fromSent = sentToday[s.from] as Record<Asset, bigint>;
          const goes =
            s.from !== s.to &&
            minor >= UMA_MINIMUM[s.asset] &&
            minor <= available &&
            fromSent[s.asset] + minor <= UMA_DAILY_LIMIT[s.asset];
          for (const answer of answers) expect(answer === 'ok', `${JSON.stringify(s)} ${answer}`).toBe(goes);
          if (!goes) continue;
          fromSent[s.asset] += minor;
          (model[s.from] as (typeof model)[number])[s.asset].available -= minor;
          (model[s.to] as (typeof model)[number])[s.asset].available += minor;
        }
        for (const [i, p] of people.entries())
          expect(await userBalances(provider.db, p.id)).toEqual(model[i]);
        expect(await balanced()).toBe(true);
      }),
      { numRuns: 12 },
    );
  });
});
