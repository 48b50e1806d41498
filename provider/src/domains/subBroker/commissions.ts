// Sub-brokers' commissions (docs/sub-brokers.md): a share of the platform fee on every side of a client's fill since
// the link, credited from the fee revenue to the sub-broker's rupee wallet by a sweep, once per fill and side, less
// the tax section 194H deducts at source once the year's commissions pass its threshold (paid to TDS payable).
import { QUOTE_CURRENCY } from '@sikka/shared/constants';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import { clientDisplayName, commissionOf } from '@sikka/shared/subBroker/rules';
import type { SubBrokerCommissions } from '@sikka/shared/subBroker/schemas';
import { financialYearOf } from '@sikka/shared/tax/financialYear';
import { tds194H } from '@sikka/shared/tax/vdaRules';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { type EntryRequest, postMany, type Trx } from '../../platform/ledger/ledger.ts';
import { requireSubBroker } from './subBrokerService.ts';

const COMMISSION_SWEEP_JOB = 'sub-broker-commission-sweep';
/** Fills credited per transaction: a backlog is worked through in batches of this size. */
const SWEEP_BATCH = 500;
/**
 * How far before a client's newest credited fill a sweep looks again. A fill is stamped before its transaction
 * commits, so one can land behind a newer credited fill; none lags anywhere near this, so the sweep reads only a
 * client's recent fills instead of their whole history since the link.
 */
const LATE_FILL_MARGIN_MINUTES = 10;
/** The commissions listed on the dashboard (the total covers all of them). */
const LISTED = 200;

type CommissionSource = 'instant' | 'trade';

/** The ledger reference of a commission: one per fill and side, like its row. */
const commissionReference = (source: CommissionSource, fillId: string, side: 'buy' | 'sell') =>
  `commission:${source}:${fillId}:${side}`;

interface Candidate {
  source: CommissionSource;
  fill_id: string;
  side: 'buy' | 'sell';
  sub_broker_id: number;
  sub_broker_user: number;
  client_id: number;
  fee: string;
  filled_at: Date;
}

export class CommissionService {
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly options: {
      /** SUB_BROKER_COMMISSION_PERCENT. */
      percent: number;
      /** SUB_BROKER_COMMISSION_SWEEP_MS; 0 leaves sweeping to whoever calls sweep(). */
      sweepMs: number;
      queue?: JobQueue;
      log?: FastifyBaseLogger;
    },
  ) {
    options.queue?.handle(COMMISSION_SWEEP_JOB, async () => {
      const credited = await this.sweep();
      if (credited > 0) options.log?.info({ credited }, 'sub-broker commissions credited');
    });
  }

  /**
   * Credits every uncredited side of a client's fill, batch by batch; answers how many were credited. Safe to run
   * twice or concurrently: a side's row is inserted with its ledger entry in one transaction, and the primary key
   * lets only one of two racing sweeps insert it (the other waits for that commit, then skips it).
   */
  async sweep(): Promise<number> {
    let credited = 0;
    for (;;) {
      const batch = await this.#creditBatch();
      credited += batch.credited;
      if (batch.seen < SWEEP_BATCH) return credited;
    }
  }

  async #creditBatch(): Promise<{ seen: number; credited: number }> {
    return this.db.transaction().execute(async (trx) => {
      // Each side of a client's fill since the link, by an approved sub-broker, that has no row yet: looked for
      // from the link, or from LATE_FILL_MARGIN_MINUTES before the client's newest credited fill when later.
      const candidates = await sql<Candidate>`
        with clients as (
          select c.user_id, c.sub_broker_id, s.user_id as sub_broker_user,
            greatest(c.linked_at, (select max(m.filled_at) from sub_broker_commissions m where m.client_id = c.user_id)
              - make_interval(mins => ${LATE_FILL_MARGIN_MINUTES})) as since
          from sub_broker_clients c join sub_brokers s on s.id = c.sub_broker_id and s.status = 'approved'
        ), sides as (
          select 'instant' as source, o.id::text as fill_id, o.side, k.sub_broker_id, k.sub_broker_user,
            k.user_id as client_id, o.fee::text as fee, o.created_at as filled_at
          from clients k join orders o on o.user_id = k.user_id and o.created_at >= k.since
          union all
          select 'trade', t.pair || ':' || t.id, t.taker_side, k.sub_broker_id, k.sub_broker_user, k.user_id,
            t.taker_fee::text, t.at
          from clients k join exchange_trades t on t.taker_user = k.user_id and t.at >= k.since
          union all
          select 'trade', t.pair || ':' || t.id, case t.taker_side when 'buy' then 'sell' else 'buy' end,
            k.sub_broker_id, k.sub_broker_user, k.user_id, t.maker_fee::text, t.at
          from clients k join exchange_trades t on t.maker_user = k.user_id and t.at >= k.since
        )
        select * from sides x
        where not exists (select 1 from sub_broker_commissions c
          where c.source = x.source and c.fill_id = x.fill_id and c.side = x.side)
        order by x.filled_at, x.fill_id
        limit ${SWEEP_BATCH}`.execute(trx);
      if (candidates.rows.length === 0) return { seen: 0, credited: 0 };
      const now = this.clock.now();
      const { percent } = this.options;
      const tds = await this.#withholding(trx, candidates.rows, now);
      const rows = candidates.rows.map((c) => {
        const amount = commissionOf(BigInt(c.fee), percent);
        return { ...c, amount, tds: tds.withhold(c.sub_broker_id, amount) };
      });
      await tds.save();
      // The rows another sweep inserted first are skipped here (and so are not paid twice).
      const inserted = await trx
        .insertInto('sub_broker_commissions')
        .values(
          rows.map((row) => ({
            source: row.source,
            fill_id: row.fill_id,
            side: row.side,
            sub_broker_id: row.sub_broker_id,
            client_id: row.client_id,
            fee: row.fee,
            percent,
            amount: row.amount,
            tds: row.tds.toString(),
            filled_at: row.filled_at,
            credited_at: now,
          })),
        )
        .onConflict((conflict) => conflict.columns(['source', 'fill_id', 'side']).doNothing())
        .returning(['source', 'fill_id', 'side'])
        .execute();
      const mine = new Set(inserted.map((row) => commissionReference(row.source, row.fill_id, row.side)));
      const entries: EntryRequest[] = rows
        .filter((row) => row.amount > 0n && mine.has(commissionReference(row.source, row.fill_id, row.side)))
        .map((row) => ({
          kind: 'sub_broker_commission',
          userId: row.sub_broker_user,
          reference: commissionReference(row.source, row.fill_id, row.side),
          postings: [
            { account: { kind: 'fees', asset: QUOTE_CURRENCY }, amount: -row.amount },
            {
              account: { userId: row.sub_broker_user, kind: 'available', asset: QUOTE_CURRENCY },
              amount: row.amount - row.tds,
            },
            ...(row.tds > 0n
              ? [{ account: { kind: 'tds_payable' as const, asset: QUOTE_CURRENCY }, amount: row.tds }]
              : []),
          ],
        }));
      await postMany(trx, entries);
      return { seen: rows.length, credited: inserted.length };
    });
  }

  /**
   * Section 194H on each credit of this batch, in order: the rule's deduction on top of what the sub-broker was
   * credited earlier in the financial year of `now` (the day of credit), withheld up to the credit itself; what a
   * credit cannot cover (the crossing's catch-up on the whole year) is withheld from the next ones. The year's totals
   * are saved with the batch. Sweeps take one lock, so no other sweep reads or writes them meanwhile, and every
   * candidate of the batch is inserted.
   */
  async #withholding(trx: Trx, rows: readonly Candidate[], now: Date) {
    await sql`select pg_advisory_xact_lock(hashtext(${COMMISSION_SWEEP_JOB}))`.execute(trx);
    const label = financialYearOf(now).label;
    const ids = [...new Set(rows.map((row) => row.sub_broker_id))];
    const saved = await trx
      .selectFrom('sub_broker_tds_years')
      .selectAll()
      .where('sub_broker_id', 'in', ids)
      .where('financial_year', '=', label)
      .execute();
    const years = new Map(
      saved.map((y) => [
        y.sub_broker_id,
        { credited: BigInt(y.credited), due: BigInt(y.due), withheld: BigInt(y.withheld) },
      ]),
    );
    const withhold = (subBrokerId: number, amount: bigint): bigint => {
      const year = years.get(subBrokerId) ?? { credited: 0n, due: 0n, withheld: 0n };
      const due = tds194H(amount, now, year.credited);
      const owed = year.due + due - year.withheld;
      const withheld = owed < amount ? owed : amount;
      years.set(subBrokerId, {
        credited: year.credited + amount,
        due: year.due + due,
        withheld: year.withheld + withheld,
      });
      return withheld;
    };
    const save = async () => {
      if (years.size === 0) return;
      const values = [...years].map(([sub_broker_id, y]) => ({
        sub_broker_id,
        financial_year: label,
        credited: y.credited,
        due: y.due,
        withheld: y.withheld,
      }));
      await trx
        .insertInto('sub_broker_tds_years')
        .values(values)
        .onConflict((conflict) =>
          conflict.columns(['sub_broker_id', 'financial_year']).doUpdateSet((eb) => ({
            credited: eb.ref('excluded.credited'),
            due: eb.ref('excluded.due'),
            withheld: eb.ref('excluded.withheld'),
          })),
        )
        .execute();
    };
    return { withhold, save };
  }

  /** Starts the timer that queues a sweep job (only once someone has a client, so idle providers never poll). */
  start(): void {
    const { sweepMs, queue, log } = this.options;
    if (sweepMs <= 0 || !queue) return;
    const tick = async () => {
      const any = await this.db
        .selectFrom('sub_broker_clients')
        .select('user_id')
        .limit(1)
        .executeTakeFirst();
      if (!any) return;
      await queue.start();
      // One queued sweep at a time, whichever provider process queues it.
      await this.db
        .transaction()
        .execute((trx) => queue.send(trx, COMMISSION_SWEEP_JOB, {}, { singletonKey: COMMISSION_SWEEP_JOB }));
    };
    this.#timer = setInterval(() => {
      tick().catch((error: unknown) => log?.warn({ err: error }, 'commission sweep not queued'));
    }, sweepMs).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.options.queue?.stop();
  }

  /** GET /sub-broker/commissions: one's own clients' commissions, newest first, with their total. */
  async list(user: UserRow): Promise<SubBrokerCommissions> {
    const me = await requireSubBroker(this.db, user);
    const rows = await this.db
      .selectFrom('sub_broker_commissions as c')
      .innerJoin('users as u', 'u.id', 'c.client_id')
      .select([
        'c.source',
        'c.fill_id',
        'c.side',
        'c.client_id',
        'u.name',
        'u.mobile_number',
        'c.fee',
        'c.percent',
      ])
      .select(['c.amount', 'c.tds'])
      .select(['c.filled_at', 'c.credited_at'])
      .where('c.sub_broker_id', '=', me.id)
      .orderBy('c.filled_at', 'desc')
      .orderBy('c.fill_id', 'desc')
      .limit(LISTED)
      .execute();
    const all = await this.db
      .selectFrom('sub_broker_commissions')
      .select((eb) => [
        eb.fn.countAll<string>().as('count'),
        sql<string>`coalesce(sum(amount), 0)::text`.as('total'),
        sql<string>`coalesce(sum(tds), 0)::text`.as('tds'),
      ])
      .where('sub_broker_id', '=', me.id)
      .executeTakeFirstOrThrow();
    const inr = (paise: string | bigint) => fromMinorUnits(BigInt(paise), QUOTE_CURRENCY);
    return {
      percent: this.options.percent,
      total: inr(all.total),
      tds: inr(all.tds),
      count: Number(all.count),
      commissions: rows.map((row) => ({
        source: row.source,
        fill_id: row.fill_id,
        side: row.side,
        client_id: row.client_id,
        client_name: clientDisplayName(row.name, row.mobile_number),
        fee: inr(row.fee),
        percent: row.percent,
        amount: inr(row.amount),
        tds: inr(row.tds),
        filled_at: row.filled_at.toISOString(),
        credited_at: row.credited_at.toISOString(),
      })),
    };
  }
}
