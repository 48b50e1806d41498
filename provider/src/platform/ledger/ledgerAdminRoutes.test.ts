// The operator's check of the books: GET /admin/ledger/invariants behind ADMIN_TOKEN reports balanced
// books after real deposits, and names an account whose stored balance no longer matches its lines.
import { call, createUser, fundUser, providerForFile } from '@sikka/tests/support/provider';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

const ADMIN_TOKEN = 'an-operator-token-of-at-least-32-characters';
const provider = providerForFile({ env: { ADMIN_TOKEN } });

const check = (token?: string) =>
  call(provider, 'GET', '/admin/ledger/invariants', token === undefined ? {} : { bearer: token });

describe('GET /admin/ledger/invariants (the books always balance)', () => {
  it('answers only the operator', async () => {
    expect((await check()).status).toBe(401);
    expect((await check('not-the-operator-token-but-long-enough')).status).toBe(401);
  });

  it('reports balanced books after deposits, with every asset inside equal to minus outside', async () => {
    const user = await createUser(provider.url, { state: 'verified' });
    await fundUser(provider.url, user.id, 'INR', '25000');
    await fundUser(provider.url, user.id, 'BTC', '0.01');
    const report = await check(ADMIN_TOKEN);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({
      balanced: true,
      unbalancedEntries: [],
      driftedAccounts: [],
      negativeAccounts: [],
      unrecordedCoinMoves: [],
    });
    const totals = new Map(report.body.totals.map((t: { asset: string }) => [t.asset, t]));
    expect(totals.get('INR')).toEqual({ asset: 'INR', inside: '2500000', outside: '-2500000' });
    expect(totals.get('BTC')).toEqual({ asset: 'BTC', inside: '1000000', outside: '-1000000' });
  });

  it('names an account whose stored balance was changed behind the ledger', async () => {
    const user = await createUser(provider.url, { state: 'verified' });
    await fundUser(provider.url, user.id, 'INR', '100');
    const { id } = await provider.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('user_id', '=', user.id)
      .where('asset', '=', 'INR')
      .where('kind', '=', 'available')
      .executeTakeFirstOrThrow();
    await sql`update ledger_accounts set balance = balance + 1 where id = ${id}`.execute(provider.db);
    try {
      const report = await check(ADMIN_TOKEN);
      expect(report.body.balanced).toBe(false);
      expect(report.body.driftedAccounts).toEqual([{ id, balance: '10001', lines: '10000' }]);
    } finally {
      await sql`update ledger_accounts set balance = balance - 1 where id = ${id}`.execute(provider.db);
    }
    expect((await check(ADMIN_TOKEN)).body.balanced).toBe(true);
  });
});
