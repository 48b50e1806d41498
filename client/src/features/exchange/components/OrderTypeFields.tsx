// The fields one order type adds: a ladder's end price, rungs and distribution; a limit order's time in force and
// post-only; a limit or market order's optional take-profit and stop-loss.

import { takesExits } from '@sikka/shared/exchange/orderTerms';
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { CheckboxField } from '../../../ui/CheckboxField.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import type { OrderDraft, OrderFormValues } from '../utils/orderForm.ts';
import { OrderPriceField } from './OrderPriceField.tsx';

interface OrderTypeFieldsProps {
  form: UseFormReturn<OrderFormValues, unknown, OrderDraft>;
  values: OrderFormValues;
  config: PairConfig;
}

export function LadderFields({ form, values, config }: OrderTypeFieldsProps) {
  const { t } = useTranslation();
  const { control, setValue } = form;
  if (values.type !== 'LADDER') return null;
  return (
    <>
      <OrderPriceField control={control} config={config} name="endRate" label={t('exchange.endPrice')} />
      <div className="order-form__ladder">
        <Controller
          control={control}
          name="rungs"
          render={({ field, fieldState }) => (
            <TextField
              label={t('exchange.rungs')}
              inputMode="numeric"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, 2))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <ChoiceGroup
          legend={t('exchange.distribution')}
          size="small"
          value={values.weighted ? 'weighted' : 'even'}
          onChange={(next) => setValue('weighted', next === 'weighted')}
          options={[
            { value: 'even', label: t('exchange.even') },
            { value: 'weighted', label: t('exchange.weighted') },
          ]}
        />
      </div>
    </>
  );
}

export function LimitOptions({ form, values }: Omit<OrderTypeFieldsProps, 'config'>) {
  const { t } = useTranslation();
  const { control, setValue } = form;
  if (values.type !== 'LIMIT') return null;
  return (
    <div className="order-form__options">
      <ChoiceGroup
        legend={t('exchange.timeInForce')}
        size="small"
        value={values.timeInForce}
        onChange={(next) => setValue('timeInForce', next)}
        options={[
          { value: 'GTC', label: t('exchange.gtc') },
          { value: 'IOC', label: t('exchange.ioc') },
        ]}
      />
      {values.timeInForce === 'GTC' ? (
        <Controller
          control={control}
          name="postOnly"
          render={({ field }) => (
            <CheckboxField
              text={t('exchange.postOnly')}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      ) : null}
    </div>
  );
}

export function ExitFields({ form, values, config }: OrderTypeFieldsProps) {
  const { t } = useTranslation();
  const { control, clearErrors } = form;
  const { side } = values;
  if (!takesExits(values.type)) return null;
  return (
    <div className="order-form__exits">
      <Controller
        control={control}
        name="exits"
        render={({ field }) => (
          <CheckboxField
            text={t('exchange.exitsToggle')}
            checked={field.value}
            onChange={(event) => {
              field.onChange(event.target.checked);
              if (!event.target.checked) clearErrors(['takeProfit', 'stopLoss']);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      {values.exits ? (
        <>
          <p className="order-form__explain">{t(`exchange.exitsExplain.${side}`)}</p>
          <div className="order-form__exit-prices">
            <OrderPriceField
              control={control}
              config={config}
              name="takeProfit"
              label={t('exchange.takeProfit')}
              hint={t(`exchange.takeProfitHint.${side}`)}
            />
            <OrderPriceField
              control={control}
              config={config}
              name="stopLoss"
              label={t('exchange.stopLoss')}
              hint={t(`exchange.stopLossHint.${side}`)}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
