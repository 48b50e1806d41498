// History (§9): deposits, withdrawals and instant fills of the last 1, 7, 30 or 365 days by the clock
// (§9 filters), newest first, in pages of 4 (§9 DEFAULT_PAGE_SIZE), and the same filtered lists as CSV.

import { toCsv } from '@sikka/shared/format/csv';
import type { Deposit, HistoryQuery, HistoryType, Order, Withdrawal } from '@sikka/shared/wallet/calls';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { countOf, type Page, pageOf } from '../../platform/db/pages.ts';
import { formatIndiaDateTime } from '../../platform/ledger/amounts.ts';
import { orderWire } from '../instant/index.ts';
import { depositWire, withdrawalWire } from './records.ts';

const DAY_MS = 24 * 3600_000;
/** The most rows one export holds (a year of a very active account). */
const EXPORT_MAX_ROWS = 10_000;

type Item = { deposits: Deposit; withdrawals: Withdrawal; orders: Order };
type HistoryPage<T extends HistoryType> = Page<Item[T]>;

const TABLES = { deposits: 'deposits', withdrawals: 'withdrawals', orders: 'orders' } as const;

export class HistoryService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The three tables share what a history reads by (user_id, created_at, id); typed as one of them. */
  #from(type: HistoryType) {
    return this.db.selectFrom(TABLES[type] as 'deposits');
  }

  #since(days: number): Date {
    return new Date(this.clock.now().getTime() - days * DAY_MS);
  }

  #filtered(userId: number, type: HistoryType, days: number) {
    return this.#from(type)
      .selectAll()
      .where('user_id', '=', userId)
      .where('created_at', '>=', this.#since(days));
  }

  async #rows(userId: number, type: HistoryType, days: number, limit: number, offset: number) {
    return this.#filtered(userId, type, days)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  #wire<T extends HistoryType>(type: T, rows: unknown[]): Item[T][] {
    // biome-ignore lint/suspicious/noExplicitAny: each table's rows go to that table's wire function.
    const wire: (row: any) => unknown = {
      deposits: depositWire,
      withdrawals: withdrawalWire,
      orders: orderWire,
    }[type];
    return rows.map(wire) as Item[T][];
  }

  async page<T extends HistoryType>(
    userId: number,
    query: HistoryQuery & { type: T },
  ): Promise<HistoryPage<T>> {
    const { type, days } = query;
    const found = await pageOf(
      query.page,
      {
        rows: (limit, offset) => this.#rows(userId, type, days, limit, offset),
        total: () => countOf(this.#filtered(userId, type, days)),
      },
      (row) => row,
    );
    return { ...found, data: this.#wire(type, found.data) };
  }

  /** The filtered history as CSV: a header row, decimal strings, §9 date-times in India time. */
  async csv(userId: number, type: HistoryType, days: number): Promise<string> {
    const rows = await this.#rows(userId, type, days, EXPORT_MAX_ROWS, 0);
    const date = (iso: string | null) => (iso ? formatIndiaDateTime(new Date(iso)) : '');
    let table: string[][];
    if (type === 'deposits') {
      table = [
        [
          'Date (IST)',
          'ID',
          'Asset',
          'Amount',
          'Channel',
          'Status',
          'Transaction',
          'Confirmations',
          'Completed (IST)',
        ],
        ...this.#wire('deposits', rows).map((d) => [
          date(d.created_at),
          String(d.id),
          d.coin,
          d.amount,
          d.channel,
          d.status,
          d.tx_hash ?? '',
          d.confirmations === null ? '' : `${d.confirmations}/${d.confirmations_required}`,
          date(d.completed_at),
        ]),
      ];
    } else if (type === 'withdrawals') {
      table = [
        ['Date (IST)', 'ID', 'Asset', 'Amount', 'Destination', 'Status', 'Failure reason', 'Completed (IST)'],
        ...this.#wire('withdrawals', rows).map((w) => [
          date(w.created_at),
          String(w.id),
          w.coin,
          w.amount,
          w.destination,
          w.status,
          w.failure_reason ?? '',
          date(w.completed_at),
        ]),
      ];
    } else {
      table = [
        [
          'Date (IST)',
          'ID',
          'Side',
          'Coin',
          'Quantity',
          'Price (INR)',
          'Value (INR)',
          'Fee (INR)',
          'GST (INR)',
          'TDS (INR)',
          'Total (INR)',
        ],
        ...this.#wire('orders', rows).map((o) => [
          date(o.created_at),
          String(o.id),
          o.side,
          o.coin,
          o.quantity,
          o.price,
          o.value,
          o.fee,
          o.gst,
          o.tds,
          o.total,
        ]),
      ];
    }
    return toCsv(table);
  }
}
