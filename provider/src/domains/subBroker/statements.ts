// A sub-broker's statement of one client for a month or an Indian financial year (docs/sub-brokers.md): each side of
// the client's instant orders and exchange fills since the link, with fee, GST, TDS and the commission they earned,
// and the client's withdrawals the sub-broker started in the period.
import { QUOTE_CURRENCY } from '@sikka/shared/constants';
import { PAIR_CONFIGS, type Pair } from '@sikka/shared/exchange/pairs';
import { maskMobile } from '@sikka/shared/gifting/texts';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import { SUB_BROKER_MESSAGES } from '@sikka/shared/subBroker/rules';
import type { SubBrokerStatement, SubBrokerStatementLine } from '@sikka/shared/subBroker/schemas';
import { isFuturePeriod, STATEMENT_MESSAGES, statementPeriod } from '@sikka/shared/subBroker/statement';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { fieldErrorOn, messageError } from '../../platform/http/errors.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';
import { requireSubBroker } from './subBrokerService.ts';

/** A statement line as read: its time a Date, amounts in minor units (a fill's quantity in lots, price in ticks). */
type SideRow = Omit<SubBrokerStatementLine, 'at'> & { at: Date; coin: string };

/** The client's sides of fills in [from, to): instant orders priced per coin, exchange fills in lots and ticks. */
async function clientSides(db: Database, clientId: number, subBrokerId: number, from: Date, to: Date) {
  const rows = await sql<SideRow>`
    with sides as (
      select 'instant' as source, o.id::text as fill_id, o.created_at as at, o.coin as market, o.coin, o.side,
        o.quantity::text as quantity, o.price::text as price, o.value::text as value, o.fee::text as fee,
        o.gst::text as gst, o.tds::text as tds
      from orders o where o.user_id = ${clientId} and o.created_at >= ${from} and o.created_at < ${to}
      union all
      select 'trade', t.pair || ':' || t.id, t.at, t.pair, split_part(t.pair, '-', 1),
        case when t.taker_user = ${clientId} then t.taker_side
          else case t.taker_side when 'buy' then 'sell' else 'buy' end end,
        t.volume::text, t.rate::text, t.value::text, t.taker_fee::text, t.taker_gst::text, t.taker_tds::text
      from exchange_trades t where t.taker_user = ${clientId} and t.at >= ${from} and t.at < ${to}
      union all
      select 'trade', t.pair || ':' || t.id, t.at, t.pair, split_part(t.pair, '-', 1),
        case t.taker_side when 'buy' then 'sell' else 'buy' end,
        t.volume::text, t.rate::text, t.value::text, t.maker_fee::text, t.maker_gst::text, t.maker_tds::text
      from exchange_trades t where t.maker_user = ${clientId} and t.at >= ${from} and t.at < ${to}
    )
    select s.*, coalesce(c.amount, 0)::text as commission from sides s
    left join sub_broker_commissions c on c.source = s.source and c.fill_id = s.fill_id and c.side = s.side
      and c.sub_broker_id = ${subBrokerId}
    order by s.at, s.source, s.fill_id, s.side`.execute(db);
  return rows.rows;
}

/** A row in wire units: a fill's lots and ticks become coin and rupees (its pair's sizes). */
function lineOf(row: SideRow): SubBrokerStatementLine {
  const config = row.source === 'trade' ? PAIR_CONFIGS[row.market as Pair] : null;
  const quantity = BigInt(row.quantity) * BigInt(config?.lotMinor ?? 1);
  const price = BigInt(row.price) * BigInt(config?.tickPaise ?? 1);
  const inr = (paise: string) => fromMinorUnits(BigInt(paise), QUOTE_CURRENCY);
  return {
    at: row.at.toISOString(),
    source: row.source,
    fill_id: row.fill_id,
    market: row.market,
    side: row.side,
    quantity: fromMinorUnits(quantity, row.coin),
    price: fromMinorUnits(price, QUOTE_CURRENCY),
    value: inr(row.value),
    fee: inr(row.fee),
    gst: inr(row.gst),
    tds: inr(row.tds),
    commission: inr(row.commission),
  };
}

/**
 * GET /sub-broker/statements: §8's order of refusals — not a sub-broker (403), not one's client or a malformed id
 * (the same 404 as get-single-user), a malformed or future period (422 on `period`). Only fills since the link are
 * stated: before it the client was no one's to report on.
 */
export async function clientStatement(
  db: Database,
  clock: Clock,
  user: UserRow,
  query: { client_id?: string | undefined; period?: string | undefined },
): Promise<SubBrokerStatement> {
  const me = await requireSubBroker(db, user);
  const clientId = /^\d{1,9}$/.test(query.client_id ?? '') ? Number(query.client_id) : null;
  const client = clientId
    ? await db
        .selectFrom('sub_broker_clients as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select(['u.id', 'u.name', 'u.mobile_number', 'c.linked_at'])
        .where('c.user_id', '=', clientId)
        .where('c.sub_broker_id', '=', me.id)
        .executeTakeFirst()
    : undefined;
  if (!client) throw messageError(404, SUB_BROKER_MESSAGES.notFound);
  const period = statementPeriod(query.period ?? '');
  if (!period) throw fieldErrorOn('period', STATEMENT_MESSAGES.period);
  const now = clock.now();
  if (isFuturePeriod(period, now)) throw fieldErrorOn('period', STATEMENT_MESSAGES.futurePeriod);
  const from = client.linked_at > period.from ? client.linked_at : period.from;
  const rows = from < period.to ? await clientSides(db, client.id, me.id, from, period.to) : [];
  const sum = (pick: (row: SideRow) => string) => rows.reduce((total, row) => total + BigInt(pick(row)), 0n);
  const inr = (paise: bigint) => fromMinorUnits(paise, QUOTE_CURRENCY);
  const withdrawals = await db
    .selectFrom('withdrawals')
    .select(['id', 'created_at', 'amount', 'status', 'destination'])
    .where('user_id', '=', client.id)
    .where('started_by', '=', me.id)
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.to)
    .orderBy('id')
    .execute();
  const withdrawn = withdrawals
    .filter((row) => row.status !== 'failed')
    .reduce((total, row) => total + BigInt(row.amount), 0n);
  return {
    period: period.period,
    kind: period.kind,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    client: {
      id: client.id,
      name: client.name,
      mobile_number: client.mobile_number ? maskMobile(client.mobile_number) : null,
    },
    sub_broker: { code: me.code as string, business_name: me.business_name },
    lines: rows.map(lineOf),
    totals: {
      value: inr(sum((row) => row.value)),
      fee: inr(sum((row) => row.fee)),
      gst: inr(sum((row) => row.gst)),
      tds: inr(sum((row) => row.tds)),
      commission: inr(sum((row) => row.commission)),
    },
    withdrawals: withdrawals.map((row) => ({
      id: row.id,
      at: row.created_at.toISOString(),
      amount: inr(BigInt(row.amount)),
      status: row.status,
      destination: row.destination,
    })),
    withdrawn: inr(withdrawn),
    generated_at: now.toISOString(),
  };
}
