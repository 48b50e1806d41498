// Placing an order: the form, then the §4 confirmation, then the order placed with an idempotency key (a retried
// Confirm places one order), its result as a toast and in open orders. A refusal on a field goes back to its input
// (§8). Visitors see Log In in the form's place and unverified people the §6 message (ui VerifiedGate).
import type { ExchangeRates } from '@sikka/shared/exchange/charges';
import { estimateDraft, type MarketNow } from '@sikka/shared/exchange/estimate';
import type { OrderSide } from '@sikka/shared/exchange/orderTerms';
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import type { VerificationFields } from '@sikka/shared/user/verification';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyFormResolver, showServerFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { AttemptKeys } from '../../../lib/money/attemptKeys.ts';
import { notify } from '../../../lib/toast.ts';
import { trpc } from '../../../lib/trpc.ts';
import { VerifiedGate } from '../../../ui/VerifiedGate.tsx';
import { usePlaceOrder } from '../api/exchange.ts';
import {
  EMPTY_ORDER_FORM,
  ORDER_SERVER_FIELDS,
  type OrderDraft,
  type OrderFormValues,
} from '../utils/orderForm.ts';
import { ConfirmOrderDialog } from './ConfirmOrderDialog.tsx';
import { OrderForm } from './OrderForm.tsx';

// The form's zod schema, and zod's full build with it, load after the screen: when the browser is idle once someone
// signed in sees the form, or at its first check if that comes sooner.
const loadSchema = () => import('../utils/orderFormSchema.ts');

interface OrderEntryProps {
  config: PairConfig;
  rates: ExchangeRates | null;
  market: MarketNow;
  signedIn: boolean;
  user: VerificationFields | null;
  userLoading: boolean;
  available: { inr: string; coin: string } | null;
  picked: { rate: string; at: number } | null;
  sideRequest: { side: OrderSide; at: number } | null;
}

function OrderEntryView(props: OrderEntryProps) {
  const { config, rates, market } = props;
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const place = usePlaceOrder();
  const keys = useRef(new AttemptKeys()).current;
  const [confirming, setConfirming] = useState<OrderDraft | null>(null);
  // The resolver prices rupee amounts at the book's best prices, so it follows them.
  const resolver = useMemo(
    () =>
      lazyFormResolver<OrderFormValues, OrderDraft>(async () =>
        (await loadSchema()).orderFormSchema(config, market),
      ),
    [config, market],
  );
  useEffect(() => {
    if (!props.signedIn) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void loadSchema().catch(() => {}));
  }, [props.signedIn]);
  const form = useForm<OrderFormValues, unknown, OrderDraft>({ resolver, defaultValues: EMPTY_ORDER_FORM });

  const estimate = confirming && rates ? estimateDraft(confirming, config, rates, market) : null;

  function confirm() {
    if (!confirming) return;
    const idempotency_key = keys.keyFor(JSON.stringify(confirming));
    place.mutate(
      { ...confirming, idempotency_key },
      {
        onSuccess: (result) => {
          keys.settled();
          setConfirming(null);
          notify.success(`${result.message} · #${result.order.id}`);
          form.setValue('amount', '');
          void utils.exchange.openOrders.invalidate();
          void utils.exchange.orderHistory.invalidate();
          if (result.fills.length > 0) void utils.exchange.tradeHistory.invalidate();
        },
        onError: (error) => {
          // A refusal of a field: back to the form, on that field. Anything else was toasted; the dialog stays so
          // Confirm can be tried again (with the same key, so at most one order is placed).
          if (showServerFieldError(form, error, ORDER_SERVER_FIELDS)) setConfirming(null);
        },
      },
    );
  }

  return (
    <section className="exchange-panel order-entry" aria-label={t('exchange.formTitle')}>
      <VerifiedGate
        signedIn={props.signedIn}
        user={props.user}
        userLoading={props.userLoading}
        visitorText={t('exchange.visitorText', { coin: config.coin })}
      >
        <OrderForm
          form={form}
          config={config}
          rates={rates}
          market={market}
          available={props.available}
          picked={props.picked}
          sideRequest={props.sideRequest}
          onConfirm={setConfirming}
        />
        {confirming ? (
          <ConfirmOrderDialog
            pair={config.pair}
            draft={confirming}
            estimate={estimate}
            rates={rates}
            placing={place.isPending}
            onCancel={() => setConfirming(null)}
            onConfirm={confirm}
          />
        ) : null}
      </VerifiedGate>
    </section>
  );
}

/** Drawn again only when its props change (not on every book delta). */
export const OrderEntry = memo(OrderEntryView);
