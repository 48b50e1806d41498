// The tax report's summaries: per-coin sums with the year's totals, the tax estimate (30% and 4% cess, exact and as
// filed; surcharge not included), TDS by quarter, the holdings at the year's end and a sub-broker's commission.
import { formatCoin, formatMoney } from '@sikka/shared/money/amount';
import type { TaxReport } from '@sikka/shared/tax/schemas';
import { QUARTERS, rupees, SOURCE_LABELS, taxDate, yearEnd } from '../utils/taxReport.ts';
import { CostNotKnown, FigureHeads, Section, TableBox } from './parts.tsx';

export function PerCoin({ report }: { report: TaxReport }) {
  const { totals } = report;
  return (
    <Section id="tax-per-coin" title="Per coin">
      <TableBox label="Per coin">
        <table className="tax-table">
          <caption className="visually-hidden">Taxed transfers per coin, and the year's totals</caption>
          <thead>
            <tr>
              <th scope="col">Coin</th>
              <FigureHeads
                labels={[
                  'Quantity transferred',
                  'Transfers',
                  'Cost',
                  'Consideration',
                  'Net',
                  'Losses not set off',
                  'Income',
                ]}
              />
            </tr>
          </thead>
          <tbody>
            {report.assets.map((asset) => (
              <tr key={asset.asset}>
                <th scope="row">{asset.asset}</th>
                <td className="num">{formatCoin(asset.quantity, asset.asset)}</td>
                <SumCells sums={asset} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="tax-table__total">
              <th scope="row">Total</th>
              <td />
              <SumCells sums={totals} />
            </tr>
          </tfoot>
        </table>
      </TableBox>
      <p className="tax__note">
        Income is the sum of each transfer's gain; a loss is shown but not set off against any gain, nor
        carried forward (section 115BBH(2)(b)). Net is consideration less cost, losses included.
      </p>
    </Section>
  );
}

/** Figures as label and amount, one row each. */
function Figures({ caption, rows }: { caption: string; rows: readonly [string, string, boolean?][] }) {
  return (
    <table className="tax-table tax-table--figures">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map(([label, amount, total]) => (
          <tr key={label} className={total ? 'tax-table__total' : undefined}>
            <th scope="row">{label}</th>
            <td className="num">{amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Estimate({ estimate }: { estimate: TaxReport['estimate'] }) {
  return (
    <Section id="tax-estimate" title="Tax estimate">
      <div className="tax__columns">
        <Figures
          caption="The tax on the year's income, exact to the paisa"
          rows={[
            ['Income from transfers (losses not set off)', rupees(estimate.income)],
            ['Tax at 30% (section 115BBH)', rupees(estimate.tax)],
            ['Health and Education Cess at 4%', rupees(estimate.cess)],
            ['Tax with cess', rupees(estimate.total), true],
          ]}
        />
        <Figures
          caption="The figures as filed"
          rows={[
            ['Income rounded to ₹10 (section 288A)', rupees(estimate.filed_income)],
            ['Tax at 30% on it', rupees(estimate.filed_tax)],
            ['Cess at 4% on it', rupees(estimate.filed_cess)],
            ['Payable, rounded to ₹10 (section 288B)', rupees(estimate.payable), true],
          ]}
        />
      </div>
      <p className="tax__note">
        Surcharge depends on your total income and is not included. This covers your crypto transfers on Sikka
        only; the rest of your return is for you and your accountant.
      </p>
    </Section>
  );
}

export function TdsByQuarter({ report }: { report: TaxReport }) {
  return (
    <Section id="tax-tds" title="TDS deducted (section 194S)">
      <Figures
        caption="TDS deducted on the year's transfers, by quarter"
        rows={[
          ...QUARTERS.map(
            ({ key, label }) => [label, rupees(report.tds_by_quarter[key])] as [string, string],
          ),
          ['Total TDS', rupees(report.tds), true],
        ]}
      />
      <p className="tax__note">
        Match these with your Form 26AS and Annual Information Statement (AIS) before you file: the TDS is
        credited against your PAN and counts towards the tax you owe.
      </p>
    </Section>
  );
}

export function Holdings({ report }: { report: TaxReport }) {
  const ended = Date.parse(report.to) <= Date.now();
  const title = ended ? `Holdings on ${yearEnd(report.year)}` : 'Holdings now (the year has not ended)';
  return (
    <Section id="tax-holdings" title={title}>
      {report.holdings.length === 0 ? (
        <p className="tax__note">No coins held.</p>
      ) : (
        <TableBox label="Holdings">
          <table className="tax-table">
            <caption className="visually-hidden">Coins held, by acquisition, with their cost</caption>
            <thead>
              <tr>
                <th scope="col">Coin</th>
                <th scope="col" className="tax-table__fig">
                  Acquired
                </th>
                <th scope="col">How</th>
                <FigureHeads labels={['Quantity', 'Cost']} />
              </tr>
            </thead>
            <tbody>
              {report.holdings.map((lot, index) => (
                // Lots have no id of their own here; their order is the report's (oldest first).
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
                <tr key={index}>
                  <th scope="row">{lot.asset}</th>
                  <td className="num">{taxDate(lot.acquired_at)}</td>
                  <td className="tax-table__word">{SOURCE_LABELS[lot.source]}</td>
                  <td className="num">{formatCoin(lot.quantity, lot.asset)}</td>
                  <td className="num">
                    {rupees(lot.cost)}
                    {lot.cost_known ? null : <CostNotKnown />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </Section>
  );
}

export function Commission({ commission }: { commission: NonNullable<TaxReport['commission']> }) {
  const money = (amount: string) => formatMoney(commission.asset, amount);
  return (
    <Section id="tax-commission" title="Sub-broker commission">
      <Figures
        caption="Commission credited in the year and the TDS withheld from it"
        rows={[
          ['Commission credited', money(commission.credited)],
          ['TDS withheld (section 194H)', money(commission.tds)],
          ['Paid to you', money(commission.paid), true],
        ]}
      />
      <p className="tax__note">
        Commission is income of its own (not from the transfer of a VDA); the TDS withheld shows in your Form
        26AS.
      </p>
    </Section>
  );
}

/** A set of taxed transfers' figures, as the per-coin rows and the total row show them. */
function SumCells({ sums }: { sums: TaxReport['totals'] }) {
  return (
    <>
      <td className="num">{sums.transfers}</td>
      <td className="num">{rupees(sums.cost)}</td>
      <td className="num">{rupees(sums.consideration)}</td>
      <td className="num">{rupees(sums.net)}</td>
      <td className="num">{rupees(sums.losses_ignored)}</td>
      <td className="num">{rupees(sums.income)}</td>
    </>
  );
}
