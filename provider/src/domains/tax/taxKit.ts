// What the tax year's provider tests share: a person's report and CSV through the API, and the ledger's own figure
// of the section 194S TDS withheld from a person's transfers in a year, to hold the report against.
import { financialYearOf } from '@sikka/shared/tax/financialYear';
import { type TaxReport, taxReportSchema } from '@sikka/shared/tax/schemas';
import type { MoneyUser } from '@sikka/tests/support/money';
import { type CallResult, call, type TestProvider } from '@sikka/tests/support/provider';
import { sql } from 'kysely';

export function taxKit(provider: TestProvider) {
  const year = () => financialYearOf(provider.clock.now());

  const reportCall = (user: MoneyUser, label = year().label): Promise<CallResult> =>
    call(provider, 'GET', `/tax/report?year=${encodeURIComponent(label)}`, { bearer: user.token });

  async function report(user: MoneyUser): Promise<TaxReport> {
    const answer = await reportCall(user);
    if (answer.status !== 200)
      throw new Error(`report answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return taxReportSchema.parse(answer.body);
  }

  /**
   * Σ of the tds_payable lines of the year's entries that took a coin from this person: their instant sells and
   * payments (their own entries) and the exchange trades their locked coin paid for.
   */
  async function ledgerTds(userId: number): Promise<bigint> {
    const { from, to } = year();
    const { rows } = await sql<{ tds: string | null }>`
      select sum(l.amount)::text as tds
      from journal_lines l
      join ledger_accounts a on a.id = l.account_id and a.kind = 'tds_payable'
      join journal_entries e on e.id = l.entry_id
      where e.created_at >= ${from} and e.created_at < ${to}
        and exists (
          select 1 from journal_lines mine join ledger_accounts acc on acc.id = mine.account_id
          where mine.entry_id = e.id and acc.user_id = ${userId} and acc.asset <> 'INR' and mine.amount < 0)`.execute(
      provider.db,
    );
    return BigInt(rows[0]?.tds ?? '0');
  }

  return { year, reportCall, report, ledgerTds };
}
