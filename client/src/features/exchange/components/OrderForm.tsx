// The order form: LIMIT, MARKET, STOP_LIMIT, STOP_LOSS and LADDER tabs; Buy or Sell; the quantity in the coin or in
// rupees with 25/50/75/100% of what is available; a limit or market order's optional TP/SL section (take-profit and
// stop-loss); the fee, GST and (on a sale) TDS before anything is confirmed; a ladder's rungs previewed. The price
// starts at the last trade's (until the person types one) and takes a price clicked in the book. Submitting (the
// button or Enter) checks the form with the shared rules and opens the §4 confirmation; nothing is sent before
// Confirm.
import type { ExchangeRates } from '@sikka/shared/exchange/charges';
import { estimateDraft, type MarketNow } from '@sikka/shared/exchange/estimate';
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import {
  ADVANCE_ORDER_TYPES,
  type AdvanceOrderType,
  type OrderSide,
  takesExits,
} from '@sikka/shared/exchange/schemas';
import { formatCoin, formatInr, precisionOf } from '@sikka/shared/money/amount';
import { Tabs } from 'radix-ui';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { filterAmountInput } from '../../../lib/money/amountInput.ts';
import { AmountField } from '../../../ui/AmountField.tsx';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxField } from '../../../ui/CheckboxField.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import {
  amountForShare,
  BALANCE_SHARES,
  draftOf,
  type OrderDraft,
  type OrderFormValues,
  takesBudget,
  usesRate,
  usesTrigger,
} from '../utils/orderForm.ts';
import { estimateLines } from '../utils/orderLines.ts';
import { LadderPreview } from './LadderPreview.tsx';

export interface OrderFormProps {
  form: UseFormReturn<OrderFormValues, unknown, OrderDraft>;
  config: PairConfig;
  rates: ExchangeRates | null;
  market: MarketNow;
  /** What the person has free to trade with; null until known. */
  available: { inr: string; coin: string } | null;
  /** A price clicked in the book, to put in the form (changes with every click). */
  picked: { rate: string; at: number } | null;
  /** A side chosen outside the form (the phone's Buy and Sell bar; changes with every tap). */
  sideRequest: { side: OrderSide; at: number } | null;
  onConfirm: (draft: OrderDraft) => void;
}

const TYPE_LABEL_KEYS = {
  LIMIT: 'exchange.types.LIMIT',
  MARKET: 'exchange.types.MARKET',
  STOP_LIMIT: 'exchange.types.STOP_LIMIT',
  STOP_LOSS: 'exchange.types.STOP_LOSS',
  LADDER: 'exchange.types.LADDER',
} as const;

export function OrderForm({
  form,
  config,
  rates,
  market,
  available,
  picked,
  sideRequest,
  onConfirm,
}: OrderFormProps) {
  const { t } = useTranslation();
  const { control, setValue, formState, handleSubmit, clearErrors } = form;
  const values = useWatch({ control }) as OrderFormValues;
  const coin = config.coin;
  const { type, side, unit } = values;

  // The price starts at the last trade's once it is known (the screen is drawn afresh for each pair), unless the
  // person has typed or clicked one already; it does not follow the market under their eyes after that.
  const pricePrefilled = useRef(false);
  useEffect(() => {
    if (pricePrefilled.current || !market.last) return;
    pricePrefilled.current = true;
    if (form.getValues('rate') === '' && !form.getFieldState('rate').isDirty) setValue('rate', market.last);
  }, [market.last, form, setValue]);

  // A price clicked in the book goes into the price field (a market or stop-loss order becomes a limit order).
  useEffect(() => {
    if (!picked) return;
    pricePrefilled.current = true;
    if (!usesRate(form.getValues('type'))) setValue('type', 'LIMIT');
    setValue('rate', picked.rate, { shouldValidate: false });
    clearErrors('rate');
  }, [picked, form, setValue, clearErrors]);

  useEffect(() => {
    if (sideRequest) setValue('side', sideRequest.side);
  }, [sideRequest, setValue]);

  // The live estimate: what the form would send now, priced; nothing while it is incomplete.
  const estimate = useMemo(() => {
    if (!rates) return null;
    const made = draftOf(values, config, market);
    return made.ok ? { draft: made.draft, lines: estimateDraft(made.draft, config, rates, market) } : null;
  }, [values, config, rates, market]);

  const rupeeUnit = unit === 'inr';
  const amountAsset = rupeeUnit ? 'INR' : coin;
  const amountHint = rupeeUnit
    ? takesBudget(type, side)
      ? t('exchange.budgetHint')
      : estimate?.draft.volume
        ? t('exchange.convertedHint', { volume: formatCoin(estimate.draft.volume, coin), coin })
        : t('exchange.valueHint')
    : t('exchange.quantityHint', { lot: config.lotSize, coin });

  function share(percent: number) {
    if (!available || !rates) return;
    const amount = amountForShare({ share: percent, values, available, market, config, rates });
    if (amount !== null) {
      setValue('amount', amount);
      clearErrors('amount');
    }
  }

  const priceField = (
    name: 'rate' | 'trigger' | 'endRate' | 'takeProfit' | 'stopLoss',
    label: string,
    hint?: string,
  ) => (
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

  return (
    <form
      className="order-form"
      noValidate
      onSubmit={handleSubmit(onConfirm)}
      aria-label={t('exchange.formTitle')}
    >
      <Tabs.Root value={type} onValueChange={(next) => setValue('type', next as AdvanceOrderType)}>
        <Tabs.List className="order-form__types" aria-label={t('exchange.orderType')}>
          {ADVANCE_ORDER_TYPES.map((value) => (
            <Tabs.Trigger key={value} value={value} className="order-form__type">
              {t(TYPE_LABEL_KEYS[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* The active type's panel: the fields below are what that tab shows. */}
        <Tabs.Content value={type} className="order-form__fields">
          <ChoiceGroup
            className="order-form__side"
            legend={t('exchange.side')}
            legendHidden
            value={side}
            onChange={(next: OrderSide) => setValue('side', next)}
            options={[
              { value: 'buy', label: t('exchange.buy') },
              { value: 'sell', label: t('exchange.sell') },
            ]}
          />
          <p className="order-form__explain">{t(`exchange.explain.${type}`)}</p>

          {usesTrigger(type) ? priceField('trigger', t('exchange.triggerPrice')) : null}
          {usesRate(type)
            ? priceField('rate', type === 'LADDER' ? t('exchange.firstPrice') : t('exchange.limitPrice'))
            : null}
          {type === 'LADDER' ? (
            <>
              {priceField('endRate', t('exchange.endPrice'))}
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
          ) : null}

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
                  hint={amountHint}
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

          {type === 'LIMIT' ? (
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
          ) : null}

          {takesExits(type) ? (
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
                    {priceField('takeProfit', t('exchange.takeProfit'), t(`exchange.takeProfitHint.${side}`))}
                    {priceField('stopLoss', t('exchange.stopLoss'), t(`exchange.stopLossHint.${side}`))}
                  </div>
                </>
              ) : null}
            </div>
          ) : null}

          <div className="order-form__estimate" aria-live="polite">
            {estimate?.lines ? (
              <>
                <LadderPreview rungs={estimate.lines.rungs} config={config} />
                <DataList lines={estimateLines(t, estimate.lines, side, rates, coin)} />
              </>
            ) : (
              <p className="order-form__waiting">
                {rates ? t('exchange.estimateEmpty') : t('exchange.estimateWaiting')}
              </p>
            )}
          </div>

          <Button
            type="submit"
            block
            className={side === 'sell' ? 'order-form__submit order-form__submit--sell' : 'order-form__submit'}
            disabled={!rates || formState.isSubmitting}
          >
            {side === 'buy' ? t('exchange.buyCoin', { coin }) : t('exchange.sellCoin', { coin })}
          </Button>
        </Tabs.Content>
      </Tabs.Root>
    </form>
  );
}
