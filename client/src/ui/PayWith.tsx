// Paying a rupee price in rupees or with a coin sold at the live instant price (the shop, vendor orders): the choice
// of asset with the balance it leaves and any refusal under it, and the confirmation's lines of a quote.
import { ASSETS, type Asset } from '@sikka/shared/constants';
import { formatInr, formatMoney } from '@sikka/shared/money/amount';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { type DataLine, DataList } from './DataList.tsx';

const PAY_LABELS: Record<Asset, string> = { INR: 'Rupees', BTC: 'BTC', ETH: 'ETH', USDT: 'USDT' };
const inr = (amount: string) => formatInr(amount, { symbol: true });

interface PayWithChoiceProps {
  value: Asset;
  onChange: (asset: Asset) => void;
  /** The available balance of the chosen asset, once known. */
  available: string | null;
  error?: string | undefined;
}

export function PayWithChoice({ value, onChange, available, error }: PayWithChoiceProps) {
  return (
    <div>
      <ChoiceGroup
        legend="Pay with"
        value={value}
        onChange={onChange}
        options={ASSETS.map((asset) => ({ value: asset, label: PAY_LABELS[asset] }))}
      />
      <p className="feed__meta">
        {available === null ? null : `Available ${formatMoney(value, available)}. `}
        {value === 'INR' ? null : `Paid by selling ${value} at the live instant price.`}
      </p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What a quote of a rupee price shows: the rupee price, a coin's sale lines, and what leaves the wallet. */
interface PaymentQuote {
  amount: string;
  pay_asset: Asset;
  pay_amount: string;
  price: string | null;
  fee: string;
  gst: string;
  tds: string;
}

export function PaymentLines({ item, quote }: { item: string; quote: PaymentQuote }) {
  const asset = quote.pay_asset;
  const lines: DataLine[] = [
    { key: 'item', label: 'Item', value: item },
    { key: 'price', label: 'Price', value: inr(quote.amount) },
  ];
  if (quote.price !== null) {
    lines.push(
      { key: 'rate', label: `${asset} selling price`, value: inr(quote.price) },
      { key: 'fee', label: 'Platform fee on the sale', value: inr(quote.fee) },
      { key: 'gst', label: 'GST on the fee', value: inr(quote.gst) },
      { key: 'tds', label: 'TDS (1%) on the sale', value: inr(quote.tds) },
    );
  }
  lines.push({ key: 'total', label: 'You pay', value: formatMoney(asset, quote.pay_amount), emphasis: true });
  return <DataList lines={lines} />;
}
