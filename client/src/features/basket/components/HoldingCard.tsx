// A basket held: units, cost and value per coin against its target weights, profit or loss, and the sale of a
// percentage of it or a rebalance to its targets (each quoted, then confirmed by the page's money-move flow).
import type { Holding } from '@sikka/shared/basket/schemas';
import { formatCoin } from '@sikka/shared/money/amount';
import { useForm } from 'react-hook-form';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { Button } from '../../../ui/Button.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { FormAmountField } from '../../../ui/FormFields.tsx';
import { type SellValues, sellFormSchema } from '../utils/basketForms.ts';
import { filterPercentInput, inr, saleHint } from '../utils/basketView.ts';

const SELL_SERVER_FIELDS = { percent: 'percent' } as const;

interface HoldingCardProps {
  holding: Holding;
  busy: boolean;
  /** Quotes a sale of this percentage; a refusal naming it goes to `toField`. */
  onSell: (percent: string, toField: (error: unknown) => boolean) => void;
  onRebalance: () => void;
}

export function HoldingCard(props: HoldingCardProps) {
  const { holding } = props;
  const form = useForm<SellValues, unknown, SellValues>({
    resolver: formResolver(sellFormSchema),
    defaultValues: { percent: '100' },
  });
  const sell = form.handleSubmit(({ percent }) =>
    props.onSell(percent, (error) => showServerFieldError(form, error, SELL_SERVER_FIELDS)),
  );
  const up = !holding.pnl.startsWith('-');
  return (
    <article className="basket__holding" aria-label={`${holding.name} holding`}>
      <h3 className="basket__name">{holding.name}</h3>
      <div className="basket__table-wrap">
        <table className="basket__table">
          <caption className="visually-hidden">{holding.name}: units, cost and value per coin</caption>
          <thead>
            <tr>
              <th scope="col">Coin</th>
              <th scope="col">Units</th>
              <th scope="col">Cost</th>
              <th scope="col">Value</th>
              <th scope="col">Weight (target)</th>
            </tr>
          </thead>
          <tbody>
            {holding.components.map((c) => (
              <tr key={c.coin}>
                <th scope="row">{c.coin}</th>
                <td className="num">{formatCoin(c.units, c.coin)}</td>
                <td className="num">{inr(c.cost)}</td>
                <td className="num">{inr(c.value)}</td>
                <td className="num">
                  {c.weight_now}% ({c.target_weight}%)
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DataList
        lines={[
          { key: 'cost', label: 'Cost', value: inr(holding.cost) },
          { key: 'value', label: 'Current value', value: inr(holding.value) },
          {
            key: 'pnl',
            label: 'Profit / loss',
            value: (
              <span className={up ? 'basket__up' : 'basket__down'}>
                {up ? '+' : ''}
                {inr(holding.pnl)} ({up ? '+' : ''}
                {holding.pnl_percent}%)
              </span>
            ),
            emphasis: true,
          },
        ]}
      />
      <div className="basket__actions">
        <FormAmountField
          control={form.control}
          name="percent"
          label="Sell (% of this basket)"
          unit="%"
          filter={filterPercentInput}
          hint={saleHint(props.holding.min_sell_percent)}
        />
        <Button variant="secondary" onClick={(event) => void sell(event)} disabled={props.busy}>
          Review sale
        </Button>
        <Button variant="secondary" onClick={props.onRebalance} disabled={props.busy}>
          Rebalance to target
        </Button>
      </div>
    </article>
  );
}
