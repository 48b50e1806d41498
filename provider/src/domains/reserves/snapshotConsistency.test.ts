// A snapshot is of ONE ledger position while money keeps moving: deposits commit throughout a snapshot, and every
// leaf, the totals, the escrow and the reserves equal the ledger as that position's transactions left it; the
// users' totals plus the escrow are the ledger's liability accounts there. A snapshot that fails before it is
// published leaves nothing behind; one at a time; the daily schedule takes one when it is due.
import { ASSETS } from '@sikka/shared/constants';
import {
  call,
  createUser,
  fundUser,
  providerForFile,
  startTestProvider,
} from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { post, transfer } from '../../platform/ledger/ledger.ts';
import { simulatedWallets } from './reserveSource.ts';
import { ESCROW_KINDS, takeSnapshot } from './snapshots.ts';

const ADMIN = 'reserves-consistency-admin-token-0123456789';
const provider = providerForFile({ env: { ADMIN_TOKEN: ADMIN, RESERVES_SNAPSHOT_EVERY_MS: '0' } });
const users: number[] = [];

const entryCount = async () =>
  Number(
    (await sql<{ n: string }>`select count(*)::text as n from journal_entries`.execute(provider.db)).rows[0]
      ?.n,
  );

/** Per (user or kind) and asset: the balance of the accounts of `kinds` as the snapshot `pgSnapshot` saw them. */
async function ledgerAt(pgSnapshot: string, kinds: readonly string[], byUser: boolean) {
  const { rows } = await sql<{ owner: string; asset: string; balance: string }>`
    select ${byUser ? sql`a.user_id::text` : sql`'platform'`} as owner, a.asset, sum(l.amount)::text as balance
    from journal_lines l join ledger_accounts a on a.id = l.account_id
    where a.kind in (${sql.join([...kinds])})
      and pg_visible_in_snapshot(l.xmin::text::xid8, ${pgSnapshot}::pg_snapshot)
    group by 1, 2`.execute(provider.db);
  const out = new Map<string, bigint>();
  for (const row of rows) out.set(`${row.owner}:${row.asset}`, BigInt(row.balance));
  return out;
}

beforeAll(async () => {
  for (let i = 0; i < 12; i++) {
    const user = await createUser(provider.url, { state: 'verified' });
    await fundUser(provider.url, user.id, 'INR', String(1000 * (i + 1)));
    await fundUser(provider.url, user.id, 'BTC', `0.0${i + 1}`);
    users.push(user.id);
  }
  // Coins held for users outside their own accounts, and a balance held back by an order: the liability rule's cases.
  await provider.db.transaction().execute(async (trx) => {
    const [a = 0, b = 0, c = 0] = users;
    await post(trx, {
      kind: 'gift_send',
      userId: a,
      reference: 'test:gift',
      postings: transfer(
        { userId: a, kind: 'available', asset: 'BTC' },
        { kind: 'gift_escrow', asset: 'BTC' },
        500_000n,
      ),
      vda: [{ userId: a, asset: 'BTC', kind: 'gift_sent', quantity: 500_000n, consideration: 0n }],
    });
    await post(trx, {
      kind: 'loan_borrow',
      userId: b,
      reference: 'test:loan',
      postings: transfer(
        { userId: b, kind: 'available', asset: 'BTC' },
        { kind: 'loan_collateral', asset: 'BTC' },
        700_000n,
      ),
      vda: { held: 'pledged to a loan' },
    });
    await post(trx, {
      kind: 'order_lock',
      userId: c,
      reference: 'test:lock',
      postings: transfer(
        { userId: c, kind: 'available', asset: 'INR' },
        { userId: c, kind: 'locked', asset: 'INR' },
        25_000n,
      ),
    });
  });
});

describe('a proof-of-reserves snapshot', () => {
  it('equals the ledger at its one position while deposits commit throughout it', async () => {
    const platform = provider.app.platform;
    let writing = true;
    const writer = async (k: number) => {
      for (let n = 0; writing; n++)
        await fundUser(provider.url, users[(k + n) % users.length] as number, ASSETS[n % 4] as string, '1');
    };
    const writers = [0, 1, 2, 3].map(writer);
    await until(async () => (await entryCount()) > 40, { timeoutMs: 20_000, what: 'deposits under way' });
    const row = await takeSnapshot({
      ...platform,
      source: simulatedWallets,
      // Published only once more deposits have committed after its reading.
      beforePublish: async () => {
        const seen = await entryCount();
        await until(async () => (await entryCount()) > seen + 20, {
          timeoutMs: 20_000,
          what: 'more deposits',
        });
      },
    });
    writing = false;
    await Promise.all(writers);
    const newest = (
      await sql<{ id: string }>`select max(id)::text as id from journal_entries`.execute(provider.db)
    ).rows[0]?.id;
    expect(BigInt(row.ledger_position)).toBeLessThan(BigInt(newest ?? 0));

    // The position is the newest entry the reading saw.
    const visible = await sql<{ id: string }>`select coalesce(max(id), 0)::text as id from journal_entries
      where pg_visible_in_snapshot(xmin::text::xid8, ${row.pg_snapshot}::pg_snapshot)`.execute(provider.db);
    expect(visible.rows[0]?.id).toBe(row.ledger_position);

    // Every leaf is the user's available + locked at that position.
    const own = await ledgerAt(row.pg_snapshot, ['available', 'locked'], true);
    const leaves = await provider.db
      .selectFrom('reserve_leaves')
      .select(['user_id', sql<string[]>`balances::text[]`.as('balances')])
      .where('snapshot_id', '=', row.id)
      .execute();
    expect(leaves).toHaveLength(users.length);
    for (const leaf of leaves)
      expect(leaf.balances).toEqual(ASSETS.map((asset) => String(own.get(`${leaf.user_id}:${asset}`) ?? 0n)));

    // The tree's totals are the users' accounts; with the escrow they are every liability account.
    const escrow = await ledgerAt(row.pg_snapshot, ESCROW_KINDS, false);
    const outside = await ledgerAt(row.pg_snapshot, ['bank', 'chain'], false);
    const liabilities = await ledgerAt(row.pg_snapshot, ['available', 'locked', ...ESCROW_KINDS], false);
    for (const asset of ASSETS) {
      const users = [...own].filter(([key]) => key.endsWith(`:${asset}`)).reduce((sum, [, v]) => sum + v, 0n);
      expect(row.totals?.[asset]).toBe(String(users));
      expect(row.escrow[asset]).toBe(String(escrow.get(`platform:${asset}`) ?? 0n));
      expect(BigInt(row.totals?.[asset] ?? 0) + BigInt(row.escrow[asset] ?? 0)).toBe(
        liabilities.get(`platform:${asset}`) ?? 0n,
      );
      expect(row.reserves[asset]).toBe(String(-(outside.get(`platform:${asset}`) ?? 0n)));
    }
    expect(row.escrow.BTC).toBe('1200000');
  });

  it('that fails before it is published leaves nothing, and the next one is whole', async () => {
    const platform = provider.app.platform;
    const before = await provider.db.selectFrom('reserve_snapshots').select('id').execute();
    const failed = takeSnapshot({
      ...platform,
      source: simulatedWallets,
      beforePublish: async (trx, id) => {
        const written = await trx
          .selectFrom('reserve_leaves')
          .select('user_id')
          .where('snapshot_id', '=', id)
          .execute();
        expect(written).toHaveLength(users.length);
        throw new Error('the disk is full');
      },
    });
    await expect(failed).rejects.toThrow('the disk is full');
    expect(await provider.db.selectFrom('reserve_snapshots').select('id').execute()).toEqual(before);
    const leaves = await sql<{ n: string }>`select count(*)::text as n from reserve_leaves
      where snapshot_id not in (select id from reserve_snapshots)`.execute(provider.db);
    expect(leaves.rows[0]?.n).toBe('0');
    const next = await call(provider, 'POST', '/admin/reserves/snapshots', { bearer: ADMIN });
    expect(next.status).toBe(200);
    expect((await call(provider, 'GET', '/reserves/latest')).body.snapshot.id).toBe(next.body.id);
  });

  it('is taken one at a time: another asked for meanwhile is refused with 409', async () => {
    let release = () => {};
    let building = () => {};
    const isBuilding = new Promise<void>((resolve) => (building = resolve));
    const slow = takeSnapshot({
      ...provider.app.platform,
      source: simulatedWallets,
      beforePublish: () => {
        building();
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    await isBuilding;
    // The one under way is not visible, and a second is refused.
    const latest = (await call(provider, 'GET', '/reserves/latest')).body.snapshot.id;
    const second = await call(provider, 'POST', '/admin/reserves/snapshots', { bearer: ADMIN });
    expect(second).toMatchObject({ status: 409, body: { message: expect.stringMatching(/being taken/) } });
    expect((await call(provider, 'GET', '/reserves/latest')).body.snapshot.id).toBe(latest);
    release();
    expect((await slow).id).toBeGreaterThan(latest);
  });

  it('is taken on its own once a period has passed since the newest (or since the start)', async () => {
    const scheduled = await startTestProvider({ env: { RESERVES_SNAPSHOT_EVERY_MS: '1000' } });
    try {
      const latest = async () => (await call(scheduled, 'GET', '/reserves/latest')).body.snapshot;
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      // The provider's clock stands still: nothing is due yet.
      expect(await latest()).toBeNull();
      scheduled.clock.advance(1_000);
      const first = await until(latest, { timeoutMs: 20_000, what: 'the scheduled snapshot' });
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect((await latest()).id).toBe(first.id);
      scheduled.clock.advance(1_000);
      await until(async () => (await latest()).id > first.id, { timeoutMs: 20_000, what: 'the next one' });
    } finally {
      await scheduled.close();
    }
  });
});
