// A person's tax year (GET /tax/report, /tax/schedule-vda; POST /tax/costs): the FIFO of their own moves through the
// rules in shared/src/tax, for a year of their account's life; and the cost they enter for coins the platform saw
// arrive but did not sell them.
import { toMinorUnits } from '@sikka/shared/money/amount';
import { type FinancialYear, taxYearFor, yearsLived } from '@sikka/shared/tax/financialYear';
import { scheduleVdaCsv, scheduleVdaFileName, vdaReport } from '@sikka/shared/tax/scheduleVda';
import type { TaxCostRequest, TaxReport } from '@sikka/shared/tax/schemas';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { fieldErrorOn, messageError } from '../../platform/http/errors.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';
import { taxHistory } from './taxEvents.ts';
import { type CommissionYear, reportWire } from './taxWire.ts';

export const TAX_MESSAGES = {
  noSuchAcquisition: 'No such acquisition of yours',
  costKnown: 'The cost of this acquisition is what you paid on Sikka: it cannot be changed',
} as const;

export class TaxService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The year asked for, within the account's life; a §8 field error on `year` otherwise (financialYear.ts TAX_YEAR_MESSAGES). */
  #year(user: UserRow, label: string): FinancialYear {
    const year = taxYearFor(label, user.created_at, this.clock.now());
    if (!year.ok) throw fieldErrorOn('year', year.message);
    return year.year;
  }

  async report(user: UserRow, label: string): Promise<TaxReport> {
    const year = this.#year(user, label);
    const { events, unknownCosts } = await taxHistory(this.db, user.id, year.to);
    return reportWire(vdaReport(events, year), {
      years: yearsLived(user.created_at, this.clock.now()),
      unknownCosts,
      commission: await this.#commission(user.id, year),
    });
  }

  /** Schedule VDA of the year as CSV, and its file name. */
  async scheduleVda(user: UserRow, label: string): Promise<{ csv: string; fileName: string }> {
    const year = this.#year(user, label);
    const { events } = await taxHistory(this.db, user.id, year.to);
    return { csv: scheduleVdaCsv(vdaReport(events, year)), fileName: scheduleVdaFileName(year) };
  }

  /** A sub-broker's commission credited in the year and the section 194H TDS withheld from it; null for others. */
  async #commission(userId: number, year: FinancialYear): Promise<CommissionYear | null> {
    const broker = await this.db
      .selectFrom('sub_brokers')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!broker) return null;
    const sums = await this.db
      .selectFrom('sub_broker_commissions')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('credited'),
        eb.fn.coalesce(eb.fn.sum<string>('tds'), eb.val('0')).as('tds'),
      ])
      .where('sub_broker_id', '=', broker.id)
      .where('credited_at', '>=', year.from)
      .where('credited_at', '<', year.to)
      .executeTakeFirstOrThrow();
    return { credited: BigInt(sums.credited), tds: BigInt(sums.tds) };
  }

  /** POST /tax/costs: what the person paid for one of their acquisitions of unknown cost (null clears it). */
  async enterCost(
    user: UserRow,
    body: TaxCostRequest,
  ): Promise<{ lot_id: string; entered_cost: string | null }> {
    const move = await this.db
      .selectFrom('vda_moves')
      .select(['id', 'cost_known'])
      .where('id', '=', body.lot_id)
      .where('user_id', '=', user.id)
      .where('direction', '=', 'acquisition')
      .executeTakeFirst();
    if (!move) throw messageError(404, TAX_MESSAGES.noSuchAcquisition);
    if (move.cost_known) throw messageError(409, TAX_MESSAGES.costKnown);
    if (body.cost === null) {
      await this.db.deleteFrom('vda_entered_costs').where('move_id', '=', move.id).execute();
      return { lot_id: move.id, entered_cost: null };
    }
    const cost = toMinorUnits(body.cost, 'INR');
    await this.db
      .insertInto('vda_entered_costs')
      .values({ move_id: move.id, user_id: user.id, cost })
      .onConflict((conflict) =>
        conflict.column('move_id').doUpdateSet({ cost, entered_at: this.clock.now() }),
      )
      .execute();
    return { lot_id: move.id, entered_cost: body.cost.includes('.') ? body.cost : `${body.cost}.00` };
  }
}
