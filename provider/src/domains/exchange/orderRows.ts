// Exchange orders as rows of exchange_orders: a record written as one column per field, and read back as the same
// record (the fields a record derives from others — coin, order_type, unit, exits — are not kept).
import { QUOTE_CURRENCY } from '@sikka/shared/constants';
import { PAIR_CONFIGS, type Pair } from '@sikka/shared/exchange/pairs';
import type { ExchangeOrder } from '@sikka/shared/exchange/schemas';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

type Written = { userId: number; record: ExchangeOrder };

/** The record's fields kept as columns of the same name, and their types. */
const FIELDS: ReadonlyArray<readonly [string, string]> = [
  ['id', 'bigint'],
  ['pair', 'text'],
  ['status', 'text'],
  ['client_order_id', 'text'],
  ['advance_order_type', 'text'],
  ['side', 'text'],
  ['rate', 'numeric'],
  ['trigger_price', 'numeric'],
  ['volume', 'numeric'],
  ['total_amount', 'numeric'],
  ['time_in_force', 'text'],
  ['post_only', 'boolean'],
  ['filled_volume', 'numeric'],
  ['remaining_volume', 'numeric'],
  ['average_rate', 'numeric'],
  ['filled_amount', 'numeric'],
  ['fee', 'numeric'],
  ['gst', 'numeric'],
  ['tds', 'numeric'],
  ['locked', 'numeric'],
  ['cancel_reason', 'text'],
  ['parent_id', 'bigint'],
  ['ladder', 'jsonb'],
  ['take_profit', 'numeric'],
  ['stop_loss', 'numeric'],
  ['exit', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];
// Everything but who placed it, on which pair and when changes as the order lives (an exit's volume included).
const FIXED = new Set(['id', 'user_id', 'pair', 'created_at']);
const WRITTEN = ['user_id', ...FIELDS.map(([name]) => name), 'take_profit_id', 'stop_loss_id'];

const names = sql.raw(WRITTEN.join(', '));
const selected = sql.raw(
  [
    "(o->>'userId')::integer",
    ...FIELDS.map(([name]) => `r.${name}`),
    "(r.exits->>'take_profit')::bigint",
    "(r.exits->>'stop_loss')::bigint",
  ].join(', '),
);
const read = sql.raw(WRITTEN.filter((name) => name !== 'user_id').join(', '));
const fields = sql.raw([...FIELDS.map(([name, type]) => `${name} ${type}`), 'exits json'].join(', '));
const updates = sql.raw(
  WRITTEN.filter((name) => !FIXED.has(name))
    .map((name) => `${name} = excluded.${name}`)
    .join(', '),
);

/**
 * Writes the orders a batch touched, each as it now stands, in one statement: the batch goes as one JSON text
 * (serialised natively) and PostgreSQL takes each record's fields apart (a decimal keeps the scale written).
 */
export async function writeOrders(trx: Database, orders: readonly Written[]): Promise<void> {
  await sql`insert into exchange_orders (${names})
    select ${selected} from json_array_elements(${JSON.stringify(orders)}::json) as o
      cross join lateral json_to_record(o->'record') as r(${fields})
    on conflict (id) do update set ${updates}`.execute(trx);
}

interface OrderRow {
  id: string;
  pair: Pair;
  status: ExchangeOrder['status'];
  client_order_id: string | null;
  advance_order_type: ExchangeOrder['advance_order_type'];
  side: ExchangeOrder['side'];
  rate: string | null;
  trigger_price: string | null;
  volume: string | null;
  total_amount: string | null;
  time_in_force: ExchangeOrder['time_in_force'];
  post_only: boolean;
  filled_volume: string;
  remaining_volume: string | null;
  average_rate: string | null;
  filled_amount: string;
  fee: string;
  gst: string;
  tds: string;
  locked: string;
  cancel_reason: ExchangeOrder['cancel_reason'];
  parent_id: string | null;
  ladder: ExchangeOrder['ladder'];
  take_profit: string | null;
  stop_loss: string | null;
  take_profit_id: string | null;
  stop_loss_id: string | null;
  exit: ExchangeOrder['exit'];
  created_at: Date;
  updated_at: Date;
}

const id = (value: string | null) => (value === null ? null : Number(value));

/** The record a row holds, as the order's answer gave it. */
function recordOf(row: OrderRow): ExchangeOrder {
  return {
    id: Number(row.id),
    client_order_id: row.client_order_id,
    pair: row.pair,
    coin: PAIR_CONFIGS[row.pair].coin,
    base_coin: QUOTE_CURRENCY,
    advance_order_type: row.advance_order_type,
    order_type: row.side === 'buy' ? 'BID' : 'ASK',
    side: row.side,
    status: row.status,
    rate: row.rate,
    trigger_price: row.trigger_price,
    'trigger-price': row.trigger_price,
    volume: row.volume,
    total_amount: row.total_amount,
    unit: row.total_amount === null ? 'volume' : 'amount',
    time_in_force: row.time_in_force,
    post_only: row.post_only,
    filled_volume: row.filled_volume,
    remaining_volume: row.remaining_volume,
    average_rate: row.average_rate,
    filled_amount: row.filled_amount,
    fee: row.fee,
    gst: row.gst,
    tds: row.tds,
    locked: row.locked,
    cancel_reason: row.cancel_reason,
    parent_id: id(row.parent_id),
    ladder: row.ladder,
    take_profit: row.take_profit,
    stop_loss: row.stop_loss,
    exits:
      row.take_profit_id === null && row.stop_loss_id === null
        ? null
        : { take_profit: id(row.take_profit_id), stop_loss: id(row.stop_loss_id) },
    exit: row.exit,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The orders `where` picks, as records, in the order and number asked. */
export async function ordersWhere(
  db: Database,
  where: RawBuilder<unknown>,
  orderBy: RawBuilder<unknown>,
  limit: number | null = null,
  offset = 0,
): Promise<ExchangeOrder[]> {
  const { rows } = await sql<OrderRow>`
    select ${read} from exchange_orders where ${where} order by ${orderBy} limit ${limit} offset ${offset}`.execute(
    db,
  );
  return rows.map(recordOf);
}

/**
 * The person's live orders (open, partly filled or pending), newest first: a ladder's children are shown through
 * their parent; an order's take-profit and stop-loss are orders of their own (they outlive it), naming it.
 */
export function liveOrders(
  db: Database,
  userId: number,
  pair: Pair | null,
  limit: number,
): Promise<ExchangeOrder[]> {
  return ordersWhere(
    db,
    sql`user_id = ${userId} and status in ('open', 'partially_filled', 'pending')
      and (${pair}::text is null or pair = ${pair}) and (parent_id is null or exit is not null)`,
    sql`created_at desc, id desc`,
    limit,
  );
}
