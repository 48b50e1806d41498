// Paying an open vendor order: what to pay with, a quote of the total at the live price, the §4 confirmation with
// every line, the §9 transaction code, then the receipt. A refusal naming a field (a short balance, a price that
// moved) goes back under its input; a paid or expired order is read again so the page says so.
import type { Asset } from '@sikka/shared/constants';
import { formatInr } from '@sikka/shared/money/amount';
import type {
  VendorOrder,
  VendorOrderPayResponse,
  VendorOrderQuote,
} from '@sikka/shared/vendorOrder/schemas';
import { type FormEvent, useState } from 'react';
import { appErrorOf, formFieldError } from '../../../lib/errors.ts';
import { useMoneyMove } from '../../../lib/useMoneyMove.ts';
import { Button } from '../../../ui/Button.tsx';
import { MoneyMoveDialogs } from '../../../ui/MoneyMoveDialogs.tsx';
import { codePrompt } from '../../../ui/OtpDialog.tsx';
import { PaymentLines, PayWithChoice } from '../../../ui/PayWith.tsx';
import { useBalances, useVendorOrderChanges } from '../api/vendorOrder.ts';

const FIELDS: Readonly<Record<string, 'pay_asset'>> = { pay_asset: 'pay_asset' };
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
  const [payAsset, setPayAsset] = useState<Asset>('INR');
  const [error, setError] = useState<string | undefined>();
  const item = `${order.merchant_name} · order ${order.reference}`;

  const toField = (failure: unknown) => {
    const placed = formFieldError(appErrorOf(failure), FIELDS);
    if (!placed) return false;
    setError(placed.message);
    return true;
  };
  const move = useMoneyMove({
    sendCode: changes.sendCode,
    fingerprint: (quote: VendorOrderQuote) => quote.quote_id,
    submit: (quote, otp, idempotency_key) =>
      changes.pay.mutateAsync({ quote_id: quote.quote_id, otp, idempotency_key }),
    onDone: (receipt) => onPaid(receipt),
    toField,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      move.ask(await changes.quote.mutateAsync({ id: order.id, pay_asset: payAsset }));
    } catch (failure) {
      if (toField(failure)) return;
      setError(appErrorOf(failure).message ?? 'Something went wrong');
      // Paid by someone else or expired meanwhile: the page shows it.
      void changes.refresh();
    }
  }

  return (
    <>
      <form
        className="vendor-order__form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Pay"
      >
        <PayWithChoice
          value={payAsset}
          onChange={(value) => {
            setPayAsset(value);
            setError(undefined);
          }}
          available={balances.data?.wallets[payAsset]?.available ?? null}
          error={error}
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
