// kill -9 of the provider in a loop, each time in the middle of a burst of instant buys by several users: after
// each restart (on the same embedded PostgreSQL, which must not be left behind as an orphan) every acknowledged
// buy is on record exactly once, a buy whose answer was lost is either on record once or never happens (its
// outcome asked by key), every user's rupees are exactly the funding minus their orders, and the books balance.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { toMinorUnits } from '@sikka/shared/money/amount';
import { sleep } from '../../bench/lib/processes.ts';
import {
  allOrders,
  booksBalanced,
  type DevUser,
  devUser,
  type ProviderCaller,
  providerCaller,
  signInToProvider,
} from '../clients.ts';
import { row, type Scenario } from '../scenario.ts';

const KILLS = Number(process.env.CHAOS_KILLS ?? 6);
const WORKERS = 6;
const FUNDING = '1000000';

interface Buyer {
  user: DevUser;
  caller: ProviderCaller;
  acknowledged: Set<number>;
  /** Keys whose answer never came (the provider died under them). */
  unknown: string[];
}

/** Buys in a loop until the provider dies, recording what was acknowledged and what was lost. */
async function buyUntilDown(buyer: Buyer, stop: { down: boolean }): Promise<void> {
  while (!stop.down) {
    const quote = await buyer.caller.post('/instant/quotes', {
      coin: 'BTC',
      side: 'buy',
      unit: 'inr',
      amount: '500',
    });
    if (quote.status !== 201 && quote.status !== 200) {
      if (quote.status === 0) return;
      throw new Error(`a quote was refused: ${quote.status} ${JSON.stringify(quote.body)}`);
    }
    const key = randomUUID();
    const order = await buyer.caller.post('/instant/orders', {
      quote_id: (quote.body as { quote_id: string }).quote_id,
      idempotency_key: key,
    });
    if (order.status === 201 || order.status === 200) {
      buyer.acknowledged.add((order.body as { order: { id: number } }).order.id);
    } else if (order.status === 0) {
      buyer.unknown.push(key);
      return;
    }
  }
}

/** PostgreSQL servers running on the provider's data directory (an orphan of a killed provider would be a second). */
function postmasters(dataDir: string): number {
  try {
    return Number(execFileSync('pgrep', ['-c', '-f', `postgres -D ${dataDir}`], { encoding: 'utf8' }).trim());
  } catch {
    return 0; // pgrep answers 1 when none matched
  }
}

export const providerKills: Scenario = {
  name: 'kill -9 of the provider',
  async run(stack) {
    const buyers: Buyer[] = [];
    for (let i = 0; i < WORKERS; i += 1) {
      const user = await devUser(stack.providerUrl, { funds: { INR: FUNDING } });
      buyers.push({
        user,
        caller: await signInToProvider(stack.providerUrl, user),
        acknowledged: new Set(),
        unknown: [],
      });
    }
    let restarts = 0;
    let restartMs = 0;
    let mostPostmasters = 0;
    for (let kill = 0; kill < KILLS; kill += 1) {
      const stop = { down: false };
      const burst = buyers.map((buyer) => buyUntilDown(buyer, stop));
      await sleep(300 + Math.floor(Math.random() * 1_200));
      await stack.killProvider();
      stop.down = true;
      await Promise.all(burst);
      const started = performance.now();
      await stack.startProvider();
      restartMs = Math.max(restartMs, performance.now() - started);
      restarts += 1;
      mostPostmasters = Math.max(mostPostmasters, postmasters(stack.postgresDataDir));
      // A session survives a restart (its token is signed, its blacklist is in the database).
      for (const buyer of buyers) buyer.caller = providerCaller(stack.providerUrl, buyer.caller.token);
    }

    let acknowledged = 0;
    let lost = 0;
    let lostDone = 0;
    let missing = 0;
    let duplicated = 0;
    let wrongBalances = 0;
    for (const buyer of buyers) {
      const orders = await allOrders(buyer.caller);
      const ids = orders.map((order) => order.id);
      duplicated += ids.length - new Set(ids).size;
      for (const id of buyer.acknowledged) if (!ids.includes(id)) missing += 1;
      acknowledged += buyer.acknowledged.size;
      for (const key of buyer.unknown) {
        lost += 1;
        const outcome = await buyer.caller.post('/instant/orders/outcome', { idempotency_key: key });
        if ((outcome.body as { state?: string }).state === 'done') lostDone += 1;
      }
      // Every order on record is acknowledged or a lost answer that was done: nothing else appeared.
      const unexplained = ids.length - buyer.acknowledged.size;
      if (unexplained < 0 || unexplained > buyer.unknown.length) missing += 1;
      const spent = orders.reduce((sum, order) => sum + toMinorUnits(order.total, 'INR'), 0n);
      const wallet = (await buyer.caller.get('/v2/wallet')).body as {
        wallets: { INR: { available: string } };
      };
      if (toMinorUnits(wallet.wallets.INR.available, 'INR') !== toMinorUnits(FUNDING, 'INR') - spent)
        wrongBalances += 1;
    }
    const balanced = await booksBalanced(stack.providerUrl, stack.adminToken);
    return [
      row(
        `kill -9 mid-burst, ${KILLS} times, ${WORKERS} buyers`,
        `${restarts} restarts (slowest ${(restartMs / 1000).toFixed(1)} s); at most ${mostPostmasters} PostgreSQL server on its data after a restart`,
        restarts === KILLS && mostPostmasters === 1,
      ),
      row(
        'acknowledged buys after the kills',
        `${acknowledged} acknowledged: ${missing} missing, ${duplicated} twice; ${lost} answers lost, ${lostDone} of them done`,
        acknowledged > 0 && missing === 0 && duplicated === 0,
      ),
      row(
        'balances and books after the kills',
        `${wrongBalances} of ${WORKERS} balances wrong; books ${balanced ? 'balanced' : 'NOT balanced'}`,
        wrongBalances === 0 && balanced,
      ),
    ];
  },
};
