// A person's favourite pairs through the provider's API on a real PostgreSQL: starred and unstarred idempotently,
// kept per account (another person's stars are their own), refused for an unknown pair or without a session.
import { type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { call, providerForFile } from '@sikka/tests/support/provider';
import { beforeAll, describe, expect, it } from 'vitest';

const provider = providerForFile();
let asha: MoneyUser;
let ravi: MoneyUser;

beforeAll(async () => {
  [asha, ravi] = await Promise.all([
    moneyUser(provider, { spec: { state: 'unverified' } }),
    moneyUser(provider),
  ]);
});

const star = (user: MoneyUser, pair: string, favourite = true) =>
  call(provider, 'POST', '/exchange/favourites', { bearer: user.token, body: { pair, favourite } });
const favourites = async (user: MoneyUser) =>
  (await call(provider, 'GET', '/exchange/favourites', { bearer: user.token })).body;

describe('favourite pairs', () => {
  it('none at first; starred in order, twice the same once; unstarred, twice harmless', async () => {
    expect(await favourites(asha)).toEqual({ data: [] });
    expect((await star(asha, 'ETH-INR')).body).toEqual({ data: ['ETH-INR'] });
    await star(asha, 'BTC-INR');
    expect((await star(asha, 'ETH-INR')).body).toEqual({ data: ['ETH-INR', 'BTC-INR'] });
    expect((await star(asha, 'ETH-INR', false)).body).toEqual({ data: ['BTC-INR'] });
    expect((await star(asha, 'ETH-INR', false)).body).toEqual({ data: ['BTC-INR'] });
  });

  it("are each person's own; stars racing for one pair keep one", async () => {
    await Promise.all(Array.from({ length: 10 }, () => star(ravi, 'USDT-INR')));
    expect(await favourites(ravi)).toEqual({ data: ['USDT-INR'] });
    expect(await favourites(asha)).toEqual({ data: ['BTC-INR'] });
  });

  it('refuses an unknown pair on its field, and a visitor', async () => {
    const unknown = await star(asha, 'DOGE-INR');
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.errors.pair).toBeDefined();
    expect((await call(provider, 'GET', '/exchange/favourites')).status).toBe(401);
  });
});
