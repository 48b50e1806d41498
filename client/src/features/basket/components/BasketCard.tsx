// A curated basket's card: composition, past performance over a chosen window (its chart loads on first view), risk.
import type { Basket } from '@sikka/shared/basket/schemas';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { type WindowLabel, windowChange, windowSeries, windowsCovered } from '../utils/basketView.ts';

const BasketChart = lazy(() => import('./BasketChart.tsx'));
const today = () => new Date().toISOString().slice(0, 10);

export function BasketCard({ basket, onBuy }: { basket: Basket; onBuy: () => void }) {
  const now = today();
  const windows = windowsCovered(basket.performance, now);
  const [window, setWindow] = useState<WindowLabel>('1 month');
  const series = windowSeries(basket.performance, window, now);
  const change = windowChange(series);
  return (
    <li className="basket__card" aria-labelledby={`basket-${basket.id}`}>
      <div className="basket__card-head">
        <h3 id={`basket-${basket.id}`} className="basket__name">
          {basket.name}
        </h3>
        <span className={`basket__risk basket__risk--${basket.risk.replace(' ', '-').toLowerCase()}`}>
          {basket.risk} risk
        </span>
      </div>
      <p className="basket__text">{basket.description}</p>
      <ul className="basket__weights" aria-label={`${basket.name} composition`}>
        {basket.components.map((c) => (
          <li key={c.coin}>
            <span>{c.coin}</span>
            <span className="basket__bar" aria-hidden="true">
              <span style={{ width: `${c.weight}%` }} />
            </span>
            <span className="num">{c.weight}%</span>
          </li>
        ))}
      </ul>
      {windows.length === 0 ? (
        <p className="basket__text">No price history yet: the chart appears once the exchange has traded.</p>
      ) : (
        <>
          <div className="basket__chart-head">
            <ChoiceGroup
              legend={`${basket.name} past performance`}
              legendHidden
              size="small"
              value={window}
              onChange={setWindow}
              options={(['1 month', '6 months', '1 year'] as const).map((label) => ({
                value: label,
                label,
                disabled: !windows.includes(label),
              }))}
            />
            {change ? (
              <span className={`num ${change.startsWith('-') ? 'basket__down' : 'basket__up'}`}>
                {change}
              </span>
            ) : null}
          </div>
          <Suspense fallback={<Skeleton width="100%" height="140px" />}>
            <BasketChart
              series={series}
              label={`₹100 in ${basket.name} over ${window}: ${change ?? 'no change'}`}
            />
          </Suspense>
        </>
      )}
      <p className="basket__risk-text">{basket.risk_text}</p>
      <Button variant="secondary" onClick={onBuy}>
        Buy {basket.name}
      </Button>
    </li>
  );
}
