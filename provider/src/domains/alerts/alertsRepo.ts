// Price alerts in PostgreSQL: rows as the index and the person see them, and the NOTIFY that tells every provider
// which alerts changed.
import type { AlertRule } from '@sikka/shared/alerts/rules';
import { bpsToPercent, type PriceAlert } from '@sikka/shared/alerts/schemas';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { PriceAlertsTable } from '../../platform/db/schema.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';
import type { WatchedAlert } from './alertIndex.ts';

export const ALERTS_CHANNEL = 'sikka_price_alerts';

export type AlertRow = Selectable<PriceAlertsTable>;

/** The rule a row watches for. */
function ruleOf(row: AlertRow): AlertRule {
  if (row.kind === 'move')
    return { kind: 'move', bps: BigInt(row.move_bps ?? 0), window: row.move_window ?? '1h' };
  return { kind: row.kind, price: BigInt(row.price_paise ?? 0) };
}

/** The row as the index watches it (an active alert's). */
export function watched(row: AlertRow): WatchedAlert & { version: number } {
  return {
    id: Number(row.id),
    coin: row.coin,
    rule: ruleOf(row),
    repeat: row.repeat,
    armed: row.armed,
    version: row.version,
  };
}

const inr = (paise: string | null) => (paise === null ? null : fromMinorUnits(BigInt(paise), 'INR'));

/** The row as its owner sees it. */
export function toWire(row: AlertRow): PriceAlert {
  return {
    id: Number(row.id),
    coin: row.coin,
    kind: row.kind,
    price: inr(row.price_paise),
    percent: row.move_bps === null ? null : bpsToPercent(BigInt(row.move_bps)),
    window: row.move_window,
    repeat: row.repeat,
    status: row.status,
    fired_count: row.fired_count,
    last_fired_at: row.last_fired_at?.toISOString() ?? null,
    last_fired_price: inr(row.last_fired_paise),
    created_at: row.created_at.toISOString(),
  };
}

/** Tells every provider (this one too) once `trx` commits that these alerts changed. */
export async function alertsChanged(trx: Trx | Database, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await sql`select pg_notify(${ALERTS_CHANNEL}, ${JSON.stringify(ids)})`.execute(trx);
}

/** The alerts' rows as they are now (a deleted one is missing). */
export function alertRows(db: Database, ids: readonly number[]): Promise<AlertRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('price_alerts').selectAll().where('id', 'in', ids.map(String)).execute();
}

/** Every alert that can fire (what a provider watches from its start). */
export function activeAlertRows(db: Database): Promise<AlertRow[]> {
  return db.selectFrom('price_alerts').selectAll().where('status', '=', 'active').execute();
}
