// The order form: LIMIT, MARKET, STOP_LIMIT, STOP_LOSS and LADDER tabs; Buy or Sell; the quantity in the coin or in
// rupees with 25/50/75/100% of what is available; a limit or market order's optional TP/SL section (take-profit and
// stop-loss); the fee, GST and (on a sale) TDS before anything is confirmed; a ladder's rungs previewed. The price
// starts at the last trade's (until the person types one) and takes a price clicked in the book. Submitting (the
// button or Enter) checks the form with the shared rules and opens the §4 confirmation; nothing is sent before
// Confirm.
import type { ExchangeRates } from '@sikka/shared/exchange/charges';
import { estimateDraft, type MarketNow } from '@sikka/shared/exchange/estimate';
import {
  ADVANCE_ORDER_TYPES,
  type AdvanceOrderType,
  type OrderSide,
} from '@sikka/shared/exchange/orderTerms';
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import { formatCoin } from '@sikka/shared/money/amount';
import { Tabs } from 'radix-ui';
import { useMemo } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { useOrderFormPrefill } from '../hooks/useOrderFormPrefill.ts';
import {
  draftOf,
  type OrderDraft,
  type OrderFormValues,
  takesBudget,
  usesRate,
  usesTrigger,
} from '../utils/orderForm.ts';
import { estimateLines } from '../utils/orderLines.ts';
import { LadderPreview } from './LadderPreview.tsx';
import { OrderAmountFields } from './OrderAmountFields.tsx';
import { OrderPriceField } from './OrderPriceField.tsx';
import { ExitFields, LadderFields, LimitOptions } from './OrderTypeFields.tsx';

interface OrderFormProps {
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
  const { control, setValue, formState, handleSubmit } = form;
  const values = useWatch({ control }) as OrderFormValues;
  const coin = config.coin;
  const { type, side, unit } = values;

  useOrderFormPrefill(form, market, picked, sideRequest);

  // The live estimate: what the form would send now, priced; nothing while it is incomplete.
  const estimate = useMemo(() => {
    if (!rates) return null;
    const made = draftOf(values, config, market);
    return made.ok ? { draft: made.draft, lines: estimateDraft(made.draft, config, rates, market) } : null;
  }, [values, config, rates, market]);

  const rupeeUnit = unit === 'inr';
  const amountHint = rupeeUnit
    ? takesBudget(type, side)
      ? t('exchange.budgetHint')
      : estimate?.draft.volume
        ? t('exchange.convertedHint', { volume: formatCoin(estimate.draft.volume, coin), coin })
        : t('exchange.valueHint')
    : t('exchange.quantityHint', { lot: config.lotSize, coin });

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

          {usesTrigger(type) ? (
            <OrderPriceField
              control={control}
              config={config}
              name="trigger"
              label={t('exchange.triggerPrice')}
            />
          ) : null}
          {usesRate(type) ? (
            <OrderPriceField
              control={control}
              config={config}
              name="rate"
              label={type === 'LADDER' ? t('exchange.firstPrice') : t('exchange.limitPrice')}
            />
          ) : null}
          <LadderFields form={form} values={values} config={config} />

          <OrderAmountFields
            form={form}
            values={values}
            config={config}
            rates={rates}
            market={market}
            available={available}
            hint={amountHint}
          />

          <LimitOptions form={form} values={values} />

          <ExitFields form={form} values={values} config={config} />

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
