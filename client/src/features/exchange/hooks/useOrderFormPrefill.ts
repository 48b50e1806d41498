// What the order form takes from outside it: the last trade's price until the person types one, a price clicked in
// the book, and a side chosen on the phone's Buy and Sell bar.
import type { MarketNow } from '@sikka/shared/exchange/estimate';
import type { OrderSide } from '@sikka/shared/exchange/orderTerms';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { type OrderDraft, type OrderFormValues, usesRate } from '../utils/orderForm.ts';

export function useOrderFormPrefill(
  form: UseFormReturn<OrderFormValues, unknown, OrderDraft>,
  market: MarketNow,
  picked: { rate: string; at: number } | null,
  sideRequest: { side: OrderSide; at: number } | null,
) {
  const { setValue, clearErrors } = form;
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
}
