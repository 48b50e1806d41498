// Invoice numbers taken in the settlement of each instant order and exchange fill, in its transaction: n supplies
// take the next n numbers of their series and financial year at once, so the series has no gap whoever opens what.
import {
  financialYear,
  INVOICE_SERIES,
  type InvoiceSource,
  invoiceNumber,
} from '@sikka/shared/invoice/rules';
import { sql } from 'kysely';
import type { Trx } from '../../platform/ledger/ledger.ts';

/** One person's side of a settled order or fill: the invoice they are owed. */
export interface InvoicedSupply {
  userId: number;
  /** The order id, or 'PAIR:trade id'. */
  ref: string;
  /** When it was supplied: its financial year is its invoice's. */
  at: Date;
}

/**
 * Issues one invoice per person and supply (a self-trade's two sides are one), numbered in the order given. The
 * series row's update locks it to the end of the transaction: numbers follow each other with no gap, and a rollback
 * gives them back.
 */
export async function issueInvoices(
  trx: Trx,
  source: InvoiceSource,
  supplies: readonly InvoicedSupply[],
  issuedAt: Date,
): Promise<void> {
  const series = INVOICE_SERIES[source];
  const byYear = new Map<string, Map<string, InvoicedSupply>>();
  for (const supply of supplies) {
    const fy = financialYear(supply.at);
    const year = byYear.get(fy) ?? new Map<string, InvoicedSupply>();
    year.set(`${supply.userId}:${supply.ref}`, supply);
    byYear.set(fy, year);
  }
  for (const [fy, year] of byYear) {
    const issued = [...year.values()];
    const { last } = await trx
      .insertInto('invoice_series')
      .values({ series, financial_year: fy, last_number: issued.length })
      .onConflict((oc) =>
        oc.columns(['series', 'financial_year']).doUpdateSet({
          last_number: sql`invoice_series.last_number + ${issued.length}`,
        }),
      )
      .returning('last_number as last')
      .executeTakeFirstOrThrow();
    const first = last - issued.length + 1;
    await trx
      .insertInto('invoices')
      .values(
        issued.map((supply, i) => ({
          user_id: supply.userId,
          source,
          ref: supply.ref,
          series,
          financial_year: fy,
          number: first + i,
          invoice_number: invoiceNumber(source, fy, first + i),
          issued_at: issuedAt,
        })),
      )
      .execute();
  }
}
