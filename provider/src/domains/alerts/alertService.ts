// A person's price alerts (shared/src/alerts/calls.ts): setting, editing, pausing, resuming and deleting one, each
// change told to every provider's watch and to the person's other tabs once it commits.
import { MAX_ALERTS, priceReached } from '@sikka/shared/alerts/rules';
import {
  ALERT_MESSAGES,
  type AlertList,
  type AlertTerms,
  type PriceAlert,
  percentToBps,
} from '@sikka/shared/alerts/schemas';
import { fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { fieldErrorOn, messageError } from '../../platform/http/errors.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';
import type { MarketService } from '../market/index.ts';
import { type AlertRow, alertsChanged, toWire } from './alertsRepo.ts';

/** The columns of what a person set. */
function columnsOf(terms: AlertTerms) {
  const move = terms.kind === 'move';
  return {
    coin: terms.coin,
    kind: terms.kind,
    price_paise: move ? null : toMinorUnits(terms.price ?? '0', 'INR').toString(),
    move_bps: move ? Number(percentToBps(terms.percent ?? '')) : null,
    move_window: move ? (terms.window ?? null) : null,
    repeat: terms.repeat,
  };
}

export class AlertService {
  constructor(
    private readonly db: Database,
    private readonly events: UserEvents,
    private readonly market: MarketService,
  ) {}

  async list(userId: number): Promise<AlertList> {
    const rows = await this.db
      .selectFrom('price_alerts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
    return { alerts: rows.map(toWire), limit: MAX_ALERTS };
  }

  /** Sets a new alert, armed: refused past the limit, or when its price is already reached (it would fire at once). */
  async create(userId: number, terms: AlertTerms): Promise<PriceAlert> {
    this.#refuseReached(terms);
    return this.#change(userId, async (trx) => {
      await this.#refuseOverLimit(trx, userId);
      return trx
        .insertInto('price_alerts')
        .values({ user_id: userId, ...columnsOf(terms), status: 'active' })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /** Changes an alert's terms: armed again, and a fired one set again (active, within the limit). */
  async edit(userId: number, id: number, terms: AlertTerms): Promise<PriceAlert> {
    this.#refuseReached(terms);
    return this.#change(userId, async (trx) => {
      const row = await this.#mine(trx, userId, id);
      if (row.status === 'fired') await this.#refuseOverLimit(trx, userId);
      return this.#update(trx, id, {
        ...columnsOf(terms),
        status: row.status === 'paused' ? 'paused' : 'active',
      });
    });
  }

  /** Pauses or resumes an alert; resuming arms it (it fires at the next tick if its price is reached). */
  async setStatus(userId: number, id: number, status: 'active' | 'paused'): Promise<PriceAlert> {
    return this.#change(userId, async (trx) => {
      const row = await this.#mine(trx, userId, id);
      if (status === 'active' && row.status === 'fired') await this.#refuseOverLimit(trx, userId);
      return this.#update(trx, id, { status });
    });
  }

  async remove(userId: number, id: number): Promise<{ id: number; deleted: true }> {
    await this.#change(userId, async (trx) => {
      const row = await this.#mine(trx, userId, id);
      await trx.deleteFrom('price_alerts').where('id', '=', row.id).execute();
      return row;
    });
    return { id, deleted: true };
  }

  /** One change in its transaction, told to every watch and the person's tabs once it commits. */
  async #change(userId: number, change: (trx: Trx) => Promise<AlertRow>): Promise<PriceAlert> {
    const row = await this.db.transaction().execute(async (trx) => {
      const changed = await change(trx);
      await alertsChanged(trx, [Number(changed.id)]);
      await this.events.changed(trx, userId, 'alert');
      return changed;
    });
    return toWire(row);
  }

  /** The person's alert, locked for the change; 404 when they have none by that id. */
  async #mine(trx: Trx, userId: number, id: number): Promise<AlertRow> {
    const row = await trx
      .selectFrom('price_alerts')
      .selectAll()
      .where('id', '=', String(id))
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw messageError(404, ALERT_MESSAGES.notFound);
    return row;
  }

  /** Armed again at a new version: a fire decided on the old one is not written. */
  #update(
    trx: Trx,
    id: number,
    values: Partial<ReturnType<typeof columnsOf>> & { status: AlertRow['status'] },
  ) {
    return trx
      .updateTable('price_alerts')
      .set({ ...values, armed: true, version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', String(id))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** At most MAX_ALERTS set (active or paused) per person; the person's row lock makes two at once count each other. */
  async #refuseOverLimit(trx: Trx, userId: number): Promise<void> {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const { set } = await trx
      .selectFrom('price_alerts')
      .select((eb) => eb.fn.countAll<string>().as('set'))
      .where('user_id', '=', userId)
      .where('status', 'in', ['active', 'paused'])
      .executeTakeFirstOrThrow();
    if (Number(set) >= MAX_ALERTS) throw messageError(409, ALERT_MESSAGES.tooMany);
  }

  /** An above alert at or under the price now (a below one at or over it) would only fire at once: refused. */
  #refuseReached(terms: AlertTerms): void {
    if (terms.kind === 'move') return;
    const rule = { kind: terms.kind, price: toMinorUnits(terms.price ?? '0', 'INR') };
    const now = toMinorUnits(this.market.prices()[terms.coin].average_price, 'INR');
    if (priceReached(rule, now))
      throw fieldErrorOn(
        'price',
        ALERT_MESSAGES.alreadyPast(terms.coin, terms.kind, fromMinorUnits(now, 'INR')),
      );
  }
}
