// A price input of the order form (limit, trigger, ladder end, take-profit, stop-loss): rupees to the pair's tick.
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import { formatInr } from '@sikka/shared/money/amount';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { filterAmountInput } from '../../../lib/money/amountInput.ts';
import { AmountField } from '../../../ui/AmountField.tsx';
import type { OrderDraft, OrderFormValues } from '../utils/orderForm.ts';

type PriceName = 'rate' | 'trigger' | 'endRate' | 'takeProfit' | 'stopLoss';

interface OrderPriceFieldProps {
  control: Control<OrderFormValues, unknown, OrderDraft>;
  config: PairConfig;
  name: PriceName;
  label: string;
  /** The limit price's hint is always the tick. */
  hint?: string | undefined;
}

export function OrderPriceField({ control, config, name, label, hint }: OrderPriceFieldProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AmountField
          label={label}
          unit="₹"
          value={field.value}
          onValueChange={field.onChange}
          onBlurCapture={field.onBlur}
          ref={field.ref}
          filter={(typed, previous) => filterAmountInput(typed, 'INR', previous)}
          placeholder={config.tickSize}
          hint={
            name === 'rate'
              ? t('exchange.tickHint', { tick: formatInr(config.tickSize, { symbol: true }) })
              : hint
          }
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
