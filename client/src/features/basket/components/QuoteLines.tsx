// Every line of a basket quote in its §4 confirmation: each coin bought or sold with its price, fee, GST (and TDS),
// then what is paid or received in all.
import type { BasketQuote } from '@sikka/shared/basket/schemas';
import { formatCoin } from '@sikka/shared/money/amount';
import { type DataLine, DataList } from '../../../ui/DataList.tsx';
import { inr } from '../utils/basketView.ts';

export function QuoteLines({ quote }: { quote: BasketQuote }) {
  return (
    <div className="basket__quote">
      {quote.components.map((c) => {
        const lines: DataLine[] = [
          { key: 'price', label: 'Price', value: inr(c.price) },
          { key: 'quantity', label: 'Quantity', value: `${formatCoin(c.quantity, c.coin)} ${c.coin}` },
          { key: 'value', label: 'Value', value: inr(c.value) },
          { key: 'fee', label: 'Fee', value: inr(c.fee) },
          { key: 'gst', label: 'GST', value: inr(c.gst) },
          ...(c.side === 'sell' ? [{ key: 'tds', label: 'TDS', value: inr(c.tds) }] : []),
          {
            key: 'total',
            label: c.side === 'buy' ? 'Total' : 'You receive',
            value: inr(c.total),
            emphasis: true,
          },
        ];
        return (
          <section key={`${c.side}-${c.coin}`} aria-label={`${c.side === 'buy' ? 'Buy' : 'Sell'} ${c.coin}`}>
            <h3 className="basket__quote-title">
              {c.side === 'buy' ? 'Buy' : 'Sell'} {c.coin}
            </h3>
            <DataList lines={lines} />
          </section>
        );
      })}
      <DataList
        lines={[
          ...(quote.pay !== '0.00'
            ? [{ key: 'pay', label: 'You pay in all', value: inr(quote.pay), emphasis: true }]
            : []),
          ...(quote.receive !== '0.00'
            ? [{ key: 'receive', label: 'You receive in all', value: inr(quote.receive), emphasis: true }]
            : []),
        ]}
      />
    </div>
  );
}
