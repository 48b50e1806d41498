// The shop's buy form: a brand, one of its denominations (with what is left in stock), what to pay with; then a
// quote at the live price, the §4 confirmation with every line, the §9 transaction code, and a toast. A refusal
// naming a field (sold out, a price that moved, a short balance) goes back to its input.
import type { Asset } from '@sikka/shared/constants';
import { formatInr } from '@sikka/shared/money/amount';
import { type ShopBrandWire, type ShopQuote, shopQuoteRequestSchema } from '@sikka/shared/shop/schemas';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { useMoneyMove } from '../../../lib/useMoneyMove.ts';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { MoneyMoveDialogs } from '../../../ui/MoneyMoveDialogs.tsx';
import { codePrompt } from '../../../ui/OtpDialog.tsx';
import { PaymentLines, PayWithChoice } from '../../../ui/PayWith.tsx';
import { useBalances, useShopChanges } from '../api/shop.ts';

const FIELDS = { brand: 'brand', amount: 'amount', pay_asset: 'pay_asset' } as const;
type BuyValues = { brand: string; amount: string; pay_asset: Asset };
type BuyRequest = z.output<typeof shopQuoteRequestSchema>;

interface Draft {
  quote: ShopQuote;
  brandName: string;
}

const inr = (amount: string) => formatInr(amount, { symbol: true });

export function BuyForm({ brands, onBought }: { brands: readonly ShopBrandWire[]; onBought: () => void }) {
  const changes = useShopChanges();
  const balances = useBalances();
  const firstInStock = (b: ShopBrandWire | undefined) => b?.items.find((i) => i.in_stock > 0)?.amount ?? '';
  const form = useForm<BuyValues, unknown, BuyRequest>({
    resolver: formResolver<BuyValues, BuyRequest>(shopQuoteRequestSchema),
    defaultValues: { brand: brands[0]?.id ?? '', amount: firstInStock(brands[0]), pay_asset: 'INR' },
  });
  const [brandId, amount] = form.watch(['brand', 'amount']);
  const brand = brands.find((b) => b.id === brandId);
  const errors = form.formState.errors;
  const selectId = useId();

  const toField = (error: unknown) => showServerFieldError(form, error, FIELDS);
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

  const submit = form.handleSubmit(async (request) => {
    try {
      const quote = await changes.quote.mutateAsync(request);
      move.ask({ quote, brandName: brand?.name ?? request.brand });
    } catch (error) {
      if (!toField(error))
        form.setError('amount', {
          type: 'server',
          message: appErrorOf(error).message ?? 'Something went wrong',
        });
    }
  });

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
              {...form.register('brand', {
                // A new brand starts at its first denomination in stock.
                onChange: (event: { target: { value: string } }) => {
                  form.setValue('amount', firstInStock(brands.find((b) => b.id === event.target.value)));
                  form.clearErrors();
                },
              })}
              aria-invalid={errors.brand ? true : undefined}
            >
              {brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <FieldError message={errors.brand?.message} />
        </div>
        {brand ? (
          <div>
            <Controller
              control={form.control}
              name="amount"
              render={({ field }) => (
                <ChoiceGroup
                  legend="Amount"
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    form.clearErrors();
                  }}
                  options={brand.items.map((item) => ({
                    value: item.amount,
                    label: `${inr(item.amount)} · ${item.in_stock > 0 ? `${item.in_stock} left` : 'sold out'}`,
                    disabled: item.in_stock === 0,
                  }))}
                />
              )}
            />
            <FieldError message={errors.amount?.message} />
          </div>
        ) : null}
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
