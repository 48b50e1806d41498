// The year's transfers: every taxed one as Schedule VDA's rows (one per lot consumed, FIFO), and apart from them the
// coins that left without a taxed transfer — gifts, sends, withdrawals — each with the rule that says why.
import { formatCoin } from '@sikka/shared/money/amount';
import type { TaxRow } from '@sikka/shared/tax/schemas';
import { DISPOSAL_RULES } from '@sikka/shared/tax/vdaRules';
import { KIND_LABELS, rupees, taxDate } from '../utils/taxReport.ts';
import { CostNotKnown, FigureHeads, Gain, Section, TableBox } from './parts.tsx';

export function Disposals({ rows }: { rows: readonly TaxRow[] }) {
  return (
    <Section id="tax-disposals" title="Taxed transfers (Schedule VDA)">
      {rows.length === 0 ? (
        <p className="tax__note">No taxed transfer this year.</p>
      ) : (
        <TableBox label="Taxed transfers">
          <table className="tax-table">
            <caption className="visually-hidden">
              Each taxed transfer, one row per acquisition it came from (first in, first out)
            </caption>
            <thead>
              <tr>
                <FigureHeads labels={['Date of acquisition', 'Date of transfer']} />
                <th scope="col">Coin</th>
                <th scope="col">Transfer</th>
                <FigureHeads labels={['Quantity', 'Cost', 'Consideration', 'Gain']} />
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                // A row is one lot's part in one disposal: no id of its own; the report's order is the schedule's.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
                <tr key={index} className={row.cost_known ? undefined : 'tax-table__row--unknown'}>
                  <td className="num">{taxDate(row.acquired_at)}</td>
                  <td className="num">{taxDate(row.transferred_at)}</td>
                  <th scope="row">{row.asset}</th>
                  <td className="tax-table__word">{KIND_LABELS[row.kind]}</td>
                  <td className="num">{formatCoin(row.quantity, row.asset)}</td>
                  <td className="num">
                    {rupees(row.cost)}
                    {row.cost_known ? null : <CostNotKnown />}
                  </td>
                  <td className="num">{rupees(row.consideration)}</td>
                  <td className="num">
                    <Gain gain={row.gain} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      <p className="tax__note">
        Cost is what was paid for the coin, without the fee and its GST; consideration is the value received,
        before the fee, GST and TDS (section 115BBH allows no other deduction).
      </p>
    </Section>
  );
}

export function Moves({ moves }: { moves: readonly TaxRow[] }) {
  if (moves.length === 0) return null;
  return (
    <Section id="tax-moves" title="Coins that left without a taxed transfer">
      <TableBox label="Untaxed moves">
        <table className="tax-table">
          <caption className="visually-hidden">
            Gifts, sends and withdrawals, and why each is not taxed
          </caption>
          <thead>
            <tr>
              <th scope="col" className="tax-table__fig">
                Date
              </th>
              <th scope="col">Coin</th>
              <th scope="col">Move</th>
              <FigureHeads labels={['Quantity', 'Cost that left with it']} />
              <th scope="col">Why it is not taxed</th>
            </tr>
          </thead>
          <tbody>
            {moves.map((move, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
              <tr key={index}>
                <td className="num">{taxDate(move.transferred_at)}</td>
                <th scope="row">{move.asset}</th>
                <td className="tax-table__word">{KIND_LABELS[move.kind]}</td>
                <td className="num">{formatCoin(move.quantity, move.asset)}</td>
                <td className="num">
                  {rupees(move.cost)}
                  {move.cost_known ? null : <CostNotKnown />}
                </td>
                <td className="tax-table__why">{DISPOSAL_RULES[move.kind].why}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </Section>
  );
}
