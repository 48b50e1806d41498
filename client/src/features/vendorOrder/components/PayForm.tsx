// Paying an open vendor order: what to pay with, a quote of the total at the live price, the §4 confirmation with
// every line, the §9 transaction code, then the receipt. A refusal naming a field (a short balance, a price that
// moved) goes back under its input; a paid or expired order is read again so the page says so.
import type { Asset } from '@sikka/shared/constants';
import { formatInr } from '@sikka/shared/money/amount';
import {
  type VendorOrder,
  type VendorOrderPayResponse,
  type VendorOrderQuote,
  vendorOrderQuoteRequestSchema,
} from '@sikka/shared/vendorOrder/schemas';
import { Controller, useForm } from 'react-hook-form';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { useMoneyMove } from '../../../lib/useMoneyMove.ts';
import { Button } from '../../../ui/Button.tsx';
import { MoneyMoveDialogs } from '../../../ui/MoneyMoveDialogs.tsx';
import { codePrompt } from '../../../ui/OtpDialog.tsx';
import { PaymentLines, PayWithChoice } from '../../../ui/PayWith.tsx';
import { useBalances, useVendorOrderChanges } from '../api/vendorOrder.ts';

const FIELDS = { pay_asset: 'pay_asset' } as const;
type PayValues = { pay_asset: Asset };
const payFormSchema = vendorOrderQuoteRequestSchema.pick({ pay_asset: true });
const inr = (amount: string) => formatInr(amount, { symbol: true });

export function PayForm({
  order,
  onPaid,
}: {
  order: VendorOrder;
  onPaid: (receipt: VendorOrderPayResponse) => void;
}) {
  const changes = useVendorOrderChanges();
  const balances = useBalances(true);
  const form = useForm<PayValues, unknown, PayValues>({
    resolver: formResolver(payFormSchema),
    defaultValues: { pay_asset: 'INR' },
  });
  const item = `${order.merchant_name} · order ${order.reference}`;

  const toField = (failure: unknown) => showServerFieldError(form, failure, FIELDS);
  const move = useMoneyMove({
    sendCode: changes.sendCode,
    fingerprint: (quote: VendorOrderQuote) => quote.quote_id,
    submit: (quote, otp, idempotency_key) =>
      changes.pay.mutateAsync({ quote_id: quote.quote_id, otp, idempotency_key }),
    onDone: (receipt) => onPaid(receipt),
    toField,
  });

  const submit = form.handleSubmit(async ({ pay_asset }) => {
    try {
      move.ask(await changes.quote.mutateAsync({ id: order.id, pay_asset }));
    } catch (failure) {
      if (toField(failure)) return;
      form.setError('pay_asset', {
        type: 'server',
        message: appErrorOf(failure).message ?? 'Something went wrong',
      });
      // Paid by someone else or expired meanwhile: the page shows it.
      void changes.refresh();
    }
  });

  return (
    <>
      <form
        className="vendor-order__form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Pay"
      >
        <Controller
          control={form.control}
          name="pay_asset"
          render={({ field, fieldState }) => (
            <PayWithChoice
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.clearErrors();
              }}
              available={balances.data?.wallets[field.value]?.available ?? null}
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit" busy={changes.quote.isPending}>
          Pay {inr(order.total)}
        </Button>
      </form>
      <MoneyMoveDialogs
        move={move}
        busy={changes.sending}
        title="Confirm payment"
        description={(quote) =>
          `Pay ${order.merchant_name} ${inr(quote.amount)}? The price is held until ${new Date(quote.expires_at).toLocaleTimeString('en-GB')}.`
        }
        details={(quote) => <PaymentLines item={item} quote={quote} />}
        codeDescription={(quote, twoFactor) =>
          codePrompt(twoFactor, `to pay ${order.merchant_name} ${inr(quote.amount)}`)
        }
      />
    </>
  );
}
