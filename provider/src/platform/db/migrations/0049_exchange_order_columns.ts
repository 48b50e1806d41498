// Exchange orders as narrow rows: each field of the order's record its own column (decimals as numeric, which keeps
// the scale written) instead of one jsonb document rewritten on every fill (docs/exchange.md "Orders as rows").
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      alter table exchange_orders
        add column client_order_id text,
        add column advance_order_type text,
        add column side text,
        add column rate numeric,
        add column trigger_price numeric,
        add column volume numeric,
        add column total_amount numeric,
        add column time_in_force text,
        add column post_only boolean,
        add column filled_volume numeric,
        add column remaining_volume numeric,
        add column average_rate numeric,
        add column filled_amount numeric,
        add column fee numeric,
        add column gst numeric,
        add column tds numeric,
        add column locked numeric,
        add column cancel_reason text,
        add column parent_id bigint,
        add column ladder jsonb,
        add column take_profit numeric,
        add column stop_loss numeric,
        add column take_profit_id bigint,
        add column stop_loss_id bigint,
        add column exit text`.execute(db);
    // Records older than a field lack it: client_order_id, take-profit, stop-loss, exits and exit read as null, and
    // trigger_price from its old spelling.
    await sql`
      update exchange_orders set
        client_order_id = record->>'client_order_id',
        advance_order_type = record->>'advance_order_type',
        side = record->>'side',
        rate = (record->>'rate')::numeric,
        trigger_price = coalesce(record->>'trigger_price', record->>'trigger-price')::numeric,
        volume = (record->>'volume')::numeric,
        total_amount = (record->>'total_amount')::numeric,
        time_in_force = record->>'time_in_force',
        post_only = (record->>'post_only')::boolean,
        filled_volume = (record->>'filled_volume')::numeric,
        remaining_volume = (record->>'remaining_volume')::numeric,
        average_rate = (record->>'average_rate')::numeric,
        filled_amount = (record->>'filled_amount')::numeric,
        fee = (record->>'fee')::numeric,
        gst = (record->>'gst')::numeric,
        tds = (record->>'tds')::numeric,
        locked = (record->>'locked')::numeric,
        cancel_reason = record->>'cancel_reason',
        parent_id = (record->>'parent_id')::bigint,
        ladder = nullif(record->'ladder', 'null'::jsonb),
        take_profit = (record->>'take_profit')::numeric,
        stop_loss = (record->>'stop_loss')::numeric,
        take_profit_id = (record->'exits'->>'take_profit')::bigint,
        stop_loss_id = (record->'exits'->>'stop_loss')::bigint,
        exit = record->>'exit'`.execute(db);
    await sql`
      alter table exchange_orders
        alter column advance_order_type set not null,
        alter column side set not null,
        alter column time_in_force set not null,
        alter column post_only set not null,
        alter column filled_volume set not null,
        alter column filled_amount set not null,
        alter column fee set not null,
        alter column gst set not null,
        alter column tds set not null,
        alter column locked set not null,
        drop column record`.execute(db);
  },
};
