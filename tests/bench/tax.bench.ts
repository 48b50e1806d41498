// The tax year at a heavy trader's scale: one person's financial year of TAX_TRADES moves (default 100,000: half
// buys, half sells of BTC, spread over the year so far) in the provider's record, and the time its report takes through the provider's own calls, beside the goal (under 5 s). The moves are written straight
// into vda_moves (what the products' ledger entries write), so the figure is the report's, not the trading's.
import { financialYearOf } from '@sikka/shared/tax/financialYear';
import pg from 'pg';
import { closePools, fundedUser, providerSession } from './lib/accounts.ts';
import { freePort, runBench, tempDir } from './lib/processes.ts';
import { startBenchProvider } from './lib/services.ts';
import { count, fixed, table } from './lib/table.ts';

const TRADES = Number(process.env.TAX_TRADES ?? 100_000);
const GOAL_SECONDS = 5;
const RUNS = 3;

runBench(async () => {
  const dbPort = await freePort();
  const { provider } = await startBenchProvider(tempDir('sikka-bench-tax-'), {
    env: { EMBEDDED_DB_PORT: String(dbPort), MARKET_MAKERS: 'off', MARKET_TRADE_MS: '0' },
  });
  const mobile = await fundedUser(provider.url, { INR: '100000' });
  const db = new pg.Client({ connectionString: `postgres://sikka:sikka-embedded@127.0.0.1:${dbPort}/sikka` });
  await db.connect();
  const year = financialYearOf(new Date());
  const { rows } = await db.query<{ id: number; entry: string }>(
    `with u as (select id from users where mobile_number = $1),
      e as (insert into journal_entries (kind, user_id, reference) select 'bench', id, 'bench:tax' from u returning id)
     select u.id, e.id::text as entry from u, e`,
    [mobile],
  );
  const { id: userId, entry } = rows[0] as { id: number; entry: string };
  // Even moves buy 0.002 BTC, odd ones sell 0.001: the holding only grows, so no sale outruns its lots. Prices walk
  // around ₹90 lakh; each move a little later than the last, from the year's start to now.
  const started = performance.now();
  await db.query(
    `insert into vda_moves (entry_id, user_id, asset, kind, direction, quantity, value, tds, cost_known, created_at)
     select $1::bigint, $2::int, 'BTC',
       case when i % 2 = 0 then 'exchange_buy' else 'exchange_sell' end,
       case when i % 2 = 0 then 'acquisition' else 'disposal' end,
       case when i % 2 = 0 then 200000 else 100000 end,
       (case when i % 2 = 0 then 2 else 1 end) * (9000000 + (i * 7919) % 500000),
       case when i % 2 = 0 then 0 else (9000000 + (i * 7919) % 500000) / 100 end,
       true,
       $3::timestamptz + (now() - $3::timestamptz) * i / $4::int
     from generate_series(1, $4::int) as i`,
    [entry, userId, year.from.toISOString(), TRADES],
  );
  const insertSeconds = (performance.now() - started) / 1000;
  await db.end();

  const session = await providerSession(provider.url, mobile);
  const time = async (path: string) => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t = performance.now();
      await session.get(path);
      times.push((performance.now() - t) / 1000);
    }
    return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
  };
  const report = await time(`/tax/report?year=${year.label}`);
  const answer = (await session.get(`/tax/report?year=${year.label}`)) as {
    rows: unknown[];
    totals: unknown;
  };
  await closePools();
  console.log(
    `${count(TRADES)} moves of one person in ${year.label} (written in ${fixed(insertSeconds, 1)} s)`,
  );
  console.log(
    table(
      ['measure', 'figure', 'goal', 'met'],
      [
        [
          `report, median of ${RUNS} (s)`,
          fixed(report, 2),
          `< ${GOAL_SECONDS}`,
          report < GOAL_SECONDS ? 'yes' : 'NO',
        ],
        ['Schedule VDA rows', count(answer.rows.length), '', ''],
      ],
    ),
  );
});
