// Two providers watching one database's alerts, each on the same prices: an alert set at one is watched by both,
// and each crossing fires it once (whichever process writes first), its message told once.
import { FIXED_MIDS } from '@sikka/tests/support/money';
import { movableMarket } from '@sikka/tests/support/movableMarket';
import { providerForFile } from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProvider } from '../../app.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { alertPerson } from './alertsKit.ts';

const market = movableMarket();
const provider = providerForFile({ market });
let second: FastifyInstance | null = null;
let standbyReady: Promise<unknown> = Promise.resolve();

afterAll(async () => {
  // The first process stops; the standby then takes the exchange's locks, becomes ready, and stops too.
  await provider.app.close();
  await standbyReady;
  await second?.close();
});

describe('two providers watching one database', () => {
  it('fire each crossing of an alert once', async () => {
    const { as, alertMessages, setAlert } = await alertPerson(provider);
    const db = openDatabase(provider.database.url);
    const other = buildProvider(provider.config, { db, clock: provider.clock, market });
    other.addHook('onClose', async () => db.destroy());
    second = other;
    // Its watch starts before the exchange's standby waits for the pairs (its ready() comes after the first stops).
    standbyReady = Promise.resolve(other.ready()).catch(() => {});

    await setAlert({ coin: 'BTC', kind: 'above', price: '9050000', repeat: 'every_time' });
    await until(() => other.alertWatch.watching === 1, { what: 'the second watch to load the new alert' });
    const watches = [provider.app.alertWatch, other.alertWatch];
    for (const mid of [90_60_000_00n, FIXED_MIDS.BTC, 90_70_000_00n, FIXED_MIDS.BTC]) {
      market.move('BTC', mid);
      await Promise.all(watches.map((watch) => watch.settled()));
      // What one wrote reaches the other (NOTIFY, then its reload) before the next move.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await Promise.all(watches.map((watch) => watch.settled()));
    }
    const told = await alertMessages();
    expect(told).toHaveLength(2);
    const { body } = await as('GET', '/alerts');
    expect(body.alerts[0]).toMatchObject({ fired_count: 2 });
  });
});
