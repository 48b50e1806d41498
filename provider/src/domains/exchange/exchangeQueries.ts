// The person's exchange orders and fills as the read calls answer them: open orders, one order, pages of §9-filtered
// history and its CSV export.
import { DEFAULT_PAGE_SIZE } from '@sikka/shared/constants';
import { ORDER_NOT_FOUND } from '@sikka/shared/exchange/messages';
import { PAIR_CONFIGS, type Pair, parsePair } from '@sikka/shared/exchange/pairs';
import type {
  ExchangeFill,
  ExchangeHistoryQuery,
  ExchangeOrder,
  exchangeExportQuerySchema,
  PlaceOrderResponse,
} from '@sikka/shared/exchange/schemas';
import { toCsv } from '@sikka/shared/format/csv';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type PagedRead, pageOf } from '../../platform/db/pages.ts';
import { messageError } from '../../platform/http/errors.ts';
import { formatIndiaDateTime } from '../../platform/ledger/amounts.ts';
import { liveOrders, ordersWhere } from './orderRows.ts';
import { fillRecord } from './records.ts';

const EXPORT_MAX_ROWS = 10_000;
const OPEN_ORDERS_MAX = 500;

interface HistoryFilter {
  userId: number;
  days: number;
  pair?: Pair;
}

/** The person's open orders, newest first (liveOrders). */
export async function openOrders(db: Database, userId: number, pair: Pair | undefined) {
  return { data: await liveOrders(db, userId, pair ?? null, OPEN_ORDERS_MAX) };
}

/** The claim under which an order placed with a client_order_id is kept: one per API key (or the website's). */
export const CLIENT_ORDER_CLAIM = 'client-order:';
export function clientOrderKey(apiKeyId: string | null, clientOrderId: string): string {
  return `${CLIENT_ORDER_CLAIM}${apiKeyId ?? 'web'}:${clientOrderId}`;
}

/** The id of the order placed with this client_order_id by this key (or on the website), if any. */
async function orderIdOf(
  db: Database,
  userId: number,
  apiKeyId: string | null,
  clientOrderId: string,
): Promise<number | null> {
  const { rows } = await sql<{ id: string }>`
    select coalesce(response->>'order_id', response->'order'->>'id') as id from idempotency_keys
    where user_id = ${userId} and key = ${clientOrderKey(apiKeyId, clientOrderId)}
      and operation = 'exchange_order'`.execute(db);
  return rows[0] ? Number(rows[0].id) : null;
}

/** The order named by its id or by the client_order_id this key placed it with; not found otherwise. */
export async function namedOrderId(
  db: Database,
  userId: number,
  apiKeyId: string | null,
  named: { id?: number | undefined; client_order_id?: string | undefined },
): Promise<number> {
  const id = named.id ?? (await orderIdOf(db, userId, apiKeyId, named.client_order_id ?? ''));
  if (id === null) throw messageError(404, ORDER_NOT_FOUND);
  return id;
}

/** The pair of the person's order (null: no such order of theirs), to send its cancel to the pair's owner. */
export async function orderPair(db: Database, userId: number, orderId: number): Promise<Pair | null> {
  const row = await db
    .selectFrom('exchange_orders')
    .select('pair')
    .where('id', '=', String(orderId))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? parsePair(row.pair) : null;
}

/**
 * An order's idempotency claim as written: the ids the placing took (the order's own, then its ladder's children's or
 * its exits'), not the answer. Claims written before this kept the whole answer; both are read.
 */
export interface PlacedClaim {
  order_id: number;
  ids: number;
}

export function isPlacedClaim(response: unknown): response is PlacedClaim {
  return typeof response === 'object' && response !== null && 'order_id' in response;
}

/** A retried placing's answer: its orders as they stand now, and the fills they took. */
export async function placedAnswer(
  db: Database,
  userId: number,
  claim: PlacedClaim,
): Promise<PlaceOrderResponse> {
  const last = claim.order_id + claim.ids - 1;
  const orders = await ordersWhere(
    db,
    sql`user_id = ${userId} and id between ${claim.order_id} and ${last}`,
    sql`id`,
  );
  const fills = await sql<TradeRow>`
    select pair, id::text as id, at, taker_side, rate::text as rate, volume::text as volume, value::text as value,
      maker_order::text as maker_order, taker_order::text as taker_order, maker_user, maker_fee::text as maker_fee,
      maker_gst::text as maker_gst, maker_tds::text as maker_tds, taker_fee::text as taker_fee,
      taker_gst::text as taker_gst, taker_tds::text as taker_tds
    from exchange_trades where taker_user = ${userId} and taker_order between ${claim.order_id} and ${last}
    order by id`.execute(db);
  const [order, ...children] = orders;
  if (!order) throw new Error(`the order of a claim is missing: ${claim.order_id}`);
  return { order, children, fills: fills.rows.map(fillOf(userId)), message: 'Order placed' };
}

/** One of the person's orders; another's is not found, as one that does not exist. */
export async function orderOf(db: Database, userId: number, id: number) {
  const [order] = await ordersWhere(db, sql`id = ${id} and user_id = ${userId}`, sql`id`);
  if (!order) throw messageError(404, ORDER_NOT_FOUND);
  return { order };
}

/** The person's orders in the filter's window, newest first. */
function ordersIn(db: Database, clock: Clock, filter: HistoryFilter): PagedRead<ExchangeOrder> {
  const since = new Date(clock.now().getTime() - filter.days * 86_400_000);
  const where = sql`user_id = ${filter.userId} and created_at >= ${since} and (${filter.pair ?? null}::text is null or pair = ${filter.pair ?? null})`;
  return {
    rows: (limit, offset) => ordersWhere(db, where, sql`created_at desc, id desc`, limit, offset),
    total: async () =>
      Number(
        (await sql<{ n: string }>`select count(*)::text as n from exchange_orders where ${where}`.execute(db))
          .rows[0]?.n ?? 0,
      ),
  };
}

interface TradeRow {
  pair: Pair;
  id: string;
  at: Date;
  taker_side: 'buy' | 'sell';
  rate: string;
  volume: string;
  value: string;
  maker_order: string;
  taker_order: string;
  maker_user: number;
  maker_fee: string;
  maker_gst: string;
  maker_tds: string;
  taker_fee: string;
  taker_gst: string;
  taker_tds: string;
}

/** The fills the person took part in within the filter's window, newest first. */
function tradesIn(db: Database, clock: Clock, filter: HistoryFilter): PagedRead<TradeRow> {
  const since = new Date(clock.now().getTime() - filter.days * 86_400_000);
  const where = sql`(maker_user = ${filter.userId} or taker_user = ${filter.userId}) and at >= ${since}
    and (${filter.pair ?? null}::text is null or pair = ${filter.pair ?? null})`;
  return {
    rows: async (limit, offset) =>
      (
        await sql<TradeRow>`
          select pair, id::text as id, at, taker_side, rate::text as rate, volume::text as volume,
            value::text as value, maker_order::text as maker_order, taker_order::text as taker_order, maker_user,
            maker_fee::text as maker_fee, maker_gst::text as maker_gst, maker_tds::text as maker_tds,
            taker_fee::text as taker_fee, taker_gst::text as taker_gst, taker_tds::text as taker_tds
          from exchange_trades where ${where}
          order by exchange_trades.at desc, exchange_trades.id desc limit ${limit} offset ${offset}`.execute(
          db,
        )
      ).rows,
    total: async () =>
      Number(
        (await sql<{ n: string }>`select count(*)::text as n from exchange_trades where ${where}`.execute(db))
          .rows[0]?.n ?? 0,
      ),
  };
}

/** A fill as the person saw it: a maker's side is the opposite of the taker's. */
function fillOf(userId: number) {
  return (row: TradeRow): ExchangeFill => {
    const maker = row.maker_user === userId;
    const takerSide = row.taker_side;
    return fillRecord(
      {
        tradeId: Number(row.id),
        orderId: Number(maker ? row.maker_order : row.taker_order),
        side: maker ? (takerSide === 'buy' ? 'sell' : 'buy') : takerSide,
        ticks: Number(row.rate),
        lots: Number(row.volume),
        value: Number(row.value),
        fee: Number(maker ? row.maker_fee : row.taker_fee),
        gst: Number(maker ? row.maker_gst : row.taker_gst),
        tds: Number(maker ? row.maker_tds : row.taker_tds),
        maker,
        time: row.at.getTime(),
      },
      PAIR_CONFIGS[row.pair],
    );
  };
}

function filterOf(userId: number, query: ExchangeHistoryQuery): HistoryFilter {
  return { userId, days: query.days, pair: query.pair as Pair | undefined };
}

/** One page of the person's orders in the §9 window (DEFAULT_PAGE_SIZE a page unless asked). */
export function orderHistory(db: Database, clock: Clock, userId: number, query: ExchangeHistoryQuery) {
  const read = ordersIn(db, clock, filterOf(userId, query));
  return pageOf(query.page, read, (order: ExchangeOrder) => order, query.per_page ?? DEFAULT_PAGE_SIZE);
}

/** One page of the person's fills in the §9 window (DEFAULT_PAGE_SIZE a page unless asked). */
export function tradeHistory(db: Database, clock: Clock, userId: number, query: ExchangeHistoryQuery) {
  const read = tradesIn(db, clock, filterOf(userId, query));
  return pageOf(query.page, read, fillOf(userId), query.per_page ?? DEFAULT_PAGE_SIZE);
}

/** The person's orders or fills in the §9 window as CSV (India time, at most EXPORT_MAX_ROWS rows). */
export async function historyCsv(
  db: Database,
  clock: Clock,
  userId: number,
  query: z.output<typeof exchangeExportQuerySchema>,
): Promise<string> {
  const filter = { userId, days: query.days, pair: query.pair as Pair | undefined };
  const date = (iso: string) => formatIndiaDateTime(new Date(iso));
  if (query.type === 'orders') {
    const data = await ordersIn(db, clock, filter).rows(EXPORT_MAX_ROWS, 0);
    return toCsv([
      [
        'Date (IST)',
        'ID',
        'Pair',
        'Type',
        'Side',
        'Status',
        'Rate',
        'Trigger',
        'Volume',
        'Filled',
        'Average rate',
        'Amount',
        'Fee',
        'GST',
        'TDS',
      ],
      ...data.map((o) => [
        date(o.created_at),
        String(o.id),
        o.pair,
        o.advance_order_type,
        o.side,
        o.status,
        o.rate ?? '',
        o['trigger-price'] ?? '',
        o.volume ?? '',
        o.filled_volume,
        o.average_rate ?? '',
        o.filled_amount,
        o.fee,
        o.gst,
        o.tds,
      ]),
    ]);
  }
  const data = (await tradesIn(db, clock, filter).rows(EXPORT_MAX_ROWS, 0)).map(fillOf(filter.userId));
  return toCsv([
    [
      'Date (IST)',
      'Trade',
      'Order',
      'Pair',
      'Side',
      'Rate',
      'Volume',
      'Amount',
      'Fee',
      'GST',
      'TDS',
      'Liquidity',
    ],
    ...data.map((f) => [
      date(f.created_at),
      String(f.id),
      String(f.order_id),
      f.pair,
      f.side,
      f.rate,
      f.volume,
      f.amount,
      f.fee,
      f.gst,
      f.tds,
      f.liquidity,
    ]),
  ]);
}
