// The shop's buy form: a brand, one of its denominations (with what is left in stock), what to pay with; then a
// quote at the live price, the §4 confirmation with every line, the §9 transaction code, and a toast. A refusal
// naming a field (sold out, a price that moved, a short balance) goes back to its input.
import type { Asset } from '@sikka/shared/constants';
import { formatInr } from '@sikka/shared/money/amount';
import type { ShopBrandWire, ShopQuote } from '@sikka/shared/shop/schemas';
import { type FormEvent, useId, useState } from 'react';
import { appErrorOf, formFieldError } from '../../../lib/errors.ts';
import { notify } from '../../../lib/toast.ts';
import { useMoneyMove } from '../../../lib/useMoneyMove.ts';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { MoneyMoveDialogs } from '../../../ui/MoneyMoveDialogs.tsx';
import { codePrompt } from '../../../ui/OtpDialog.tsx';
import { PaymentLines, PayWithChoice } from '../../../ui/PayWith.tsx';
import { useBalances, useShopChanges } from '../api/shop.ts';

type Field = 'brand' | 'amount' | 'pay_asset';
const FIELDS: Readonly<Record<string, Field>> = { brand: 'brand', amount: 'amount', pay_asset: 'pay_asset' };

interface Draft {
  quote: ShopQuote;
  brandName: string;
}

const inr = (amount: string) => formatInr(amount, { symbol: true });

export function BuyForm({ brands, onBought }: { brands: readonly ShopBrandWire[]; onBought: () => void }) {
  const changes = useShopChanges();
  const balances = useBalances();
  const [brandId, setBrandId] = useState(brands[0]?.id ?? '');
  const brand = brands.find((b) => b.id === brandId);
  const firstInStock = (b: ShopBrandWire | undefined) => b?.items.find((i) => i.in_stock > 0)?.amount ?? '';
  const [amount, setAmount] = useState(() => firstInStock(brand));
  const [payAsset, setPayAsset] = useState<Asset>('INR');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const selectId = useId();

  const toField = (error: unknown) => {
    const placed = formFieldError(appErrorOf(error), FIELDS);
    if (!placed) return false;
    setErrors({ [placed.name]: placed.message });
    return true;
  };
  const move = useMoneyMove({
    sendCode: changes.sendCode,
    fingerprint: (draft: Draft) => draft.quote.quote_id,
    submit: (draft, otp, idempotency_key) =>
      changes.buy.mutateAsync({ quote_id: draft.quote.quote_id, otp, idempotency_key }),
    onDone: (answer) => {
      notify.success(`${answer.message}: ${answer.order.brand_name} ${inr(answer.order.amount)}`);
      onBought();
    },
    toField,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    if (!brand) return setErrors({ brand: 'Choose a brand' });
    if (!amount) return setErrors({ amount: 'Choose an amount' });
    try {
      const quote = await changes.quote.mutateAsync({ brand: brand.id, amount, pay_asset: payAsset });
      move.ask({ quote, brandName: brand.name });
    } catch (error) {
      if (!toField(error)) setErrors({ amount: appErrorOf(error).message ?? 'Something went wrong' });
    }
  }

  return (
    <>
      <form
        className="shop-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Buy a voucher"
      >
        <div className={errors.brand ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={selectId}>
            Brand
          </label>
          <div className="field__control">
            <select
              id={selectId}
              className="field__input field__select"
              value={brandId}
              aria-invalid={errors.brand ? true : undefined}
              onChange={(event) => {
                const next = brands.find((b) => b.id === event.target.value);
                setBrandId(event.target.value);
                setAmount(firstInStock(next));
                setErrors({});
              }}
            >
              {brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <FieldError message={errors.brand} />
        </div>
        {brand ? (
          <div>
            <ChoiceGroup
              legend="Amount"
              value={amount}
              onChange={(value) => {
                setAmount(value);
                setErrors({});
              }}
              options={brand.items.map((item) => ({
                value: item.amount,
                label: `${inr(item.amount)} · ${item.in_stock > 0 ? `${item.in_stock} left` : 'sold out'}`,
                disabled: item.in_stock === 0,
              }))}
            />
            <FieldError message={errors.amount} />
          </div>
        ) : null}
        <PayWithChoice
          value={payAsset}
          onChange={(value) => {
            setPayAsset(value);
            setErrors({});
          }}
          available={balances.data?.wallets[payAsset]?.available ?? null}
          error={errors.pay_asset}
        />
        <Button type="submit" busy={changes.quote.isPending} disabled={!brand || !amount}>
          Review purchase
        </Button>
      </form>
      <MoneyMoveDialogs
        move={move}
        busy={changes.sending}
        title="Confirm purchase"
        description={(draft) =>
          `Buy ${draft.brandName} ${inr(draft.quote.amount)}? The price is held until ${new Date(draft.quote.expires_at).toLocaleTimeString('en-GB')}.`
        }
        details={(draft) => (
          <PaymentLines item={`${draft.brandName} ${inr(draft.quote.amount)}`} quote={draft.quote} />
        )}
        codeDescription={(draft, twoFactor) =>
          codePrompt(twoFactor, `to buy ${draft.brandName} ${inr(draft.quote.amount)}`)
        }
      />
    </>
  );
}

function FieldError({ message }: { message: string | undefined }) {
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}
