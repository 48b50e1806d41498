// The order's amount: in the coin or in rupees, with 25/50/75/100% of what is available (balanceShares.ts) and
// what that is.
import type { ExchangeRates } from '@sikka/shared/exchange/charges';
import type { MarketNow } from '@sikka/shared/exchange/estimate';
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import { formatCoin, formatInr, precisionOf } from '@sikka/shared/money/amount';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { filterAmountInput } from '../../../lib/money/amountInput.ts';
import { AmountField } from '../../../ui/AmountField.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { amountForShare, BALANCE_SHARES } from '../utils/balanceShares.ts';
import type { OrderDraft, OrderFormValues } from '../utils/orderForm.ts';

interface OrderAmountFieldsProps {
  form: UseFormReturn<OrderFormValues, unknown, OrderDraft>;
  values: OrderFormValues;
  config: PairConfig;
  rates: ExchangeRates | null;
  market: MarketNow;
  available: { inr: string; coin: string } | null;
  /** What the amount means for this order (a budget, the coin it buys, the lot). */
  hint: string;
}

export function OrderAmountFields({
  form,
  values,
  config,
  rates,
  market,
  available,
  hint,
}: OrderAmountFieldsProps) {
  const { t } = useTranslation();
  const { control, setValue, clearErrors } = form;
  const coin = config.coin;
  const { side, unit } = values;
  const rupeeUnit = unit === 'inr';
  const amountAsset = rupeeUnit ? 'INR' : coin;

  function share(percent: number) {
    if (!available || !rates) return;
    const amount = amountForShare({ share: percent, values, available, market, config, rates });
    if (amount !== null) {
      setValue('amount', amount);
      clearErrors('amount');
    }
  }

  return (
    <div className="order-form__amount">
      <ChoiceGroup
        legend={t('exchange.amountUnit')}
        legendHidden
        size="small"
        value={unit}
        onChange={(next) => {
          setValue('unit', next);
          setValue('amount', '');
          clearErrors('amount');
        }}
        options={[
          { value: 'coin', label: coin },
          { value: 'inr', label: 'INR' },
        ]}
      />
      <Controller
        control={control}
        name="amount"
        render={({ field, fieldState }) => (
          <AmountField
            label={rupeeUnit ? t('exchange.amountRupees') : t('exchange.amountCoin', { coin })}
            unit={rupeeUnit ? '₹' : coin}
            value={field.value}
            onValueChange={field.onChange}
            onBlurCapture={field.onBlur}
            ref={field.ref}
            filter={(typed, previous) => filterAmountInput(typed, amountAsset, previous)}
            placeholder={rupeeUnit ? '0.00' : `0.${'0'.repeat(Math.min(4, precisionOf(coin)))}`}
            hint={hint}
            error={fieldState.error?.message}
          />
        )}
      />
      <fieldset className="order-form__shares">
        <legend className="visually-hidden">{t('exchange.shareOfBalance')}</legend>
        {BALANCE_SHARES.map((percent) => (
          <Button
            key={percent}
            size="small"
            variant="secondary"
            disabled={!available || !rates}
            onClick={() => share(percent)}
          >
            {`${percent}%`}
          </Button>
        ))}
      </fieldset>
      <p className="order-form__available">
        {t('exchange.available')}{' '}
        <strong className="num">
          {available
            ? side === 'buy'
              ? formatInr(available.inr, { symbol: true })
              : `${formatCoin(available.coin, coin)} ${coin}`
            : '…'}
        </strong>
      </p>
    </div>
  );
}
