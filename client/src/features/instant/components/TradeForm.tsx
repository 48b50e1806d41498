// One side's form (react-hook-form, shared by both sides): rupees or coin, the amount filtered as typed (§5), what
// is available, the live preview of every line (the shared rules judge the amount there), and the action — or the
// §6 message in its place. A refusal from the server shows under the amount until it changes (§8).
import type { Coin } from '@sikka/shared/constants';
import type { QuoteRequestBody } from '@sikka/shared/instant/schemas';
import type { FeeSchedule } from '@sikka/shared/market/fees';
import type { QuoteSide } from '@sikka/shared/market/quote';
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { formatCoin, formatInr, precisionOf } from '@sikka/shared/money/amount';
import type { VerificationFields } from '@sikka/shared/user/verification';
import type { Wallets } from '@sikka/shared/wallet/schemas';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { filterAmountInput } from '../../../lib/money/amountInput.ts';
import { AmountField } from '../../../ui/AmountField.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { VerifiedGate } from '../../../ui/VerifiedGate.tsx';
import { dataLines } from '../utils/breakdownList.ts';
import { amountAsset, previewOf, type TradeValues } from '../utils/preview.ts';

interface TradeFormProps {
  side: QuoteSide;
  coin: Coin;
  form: UseFormReturn<TradeValues>;
  prices: AllPricesResponse | null;
  schedule: FeeSchedule | null;
  wallets: Wallets | null;
  signedIn: boolean;
  user: VerificationFields | null;
  userLoading: boolean;
  quoting: boolean;
  onSubmit: (request: QuoteRequestBody) => void;
}

export function TradeForm(props: TradeFormProps) {
  const { side, coin, form, prices, schedule, wallets } = props;
  const { t } = useTranslation();
  const { unit, amount } = useWatch({ control: form.control }) as TradeValues;
  const asset = amountAsset(unit, coin);
  const preview = previewOf({ side, coin, unit, amount, prices, schedule });

  const available = wallets
    ? side === 'buy'
      ? formatInr(wallets.INR.available, { symbol: true })
      : `${formatCoin(wallets[coin].available, coin)} ${coin}`
    : null;

  const submit = form.handleSubmit(() => {
    if (preview.state !== 'ok' || props.quoting) return;
    props.onSubmit({ coin, side, unit, amount: preview.amount });
  });

  const action = side === 'buy' ? t('instant.buyCoin', { coin }) : t('instant.sellCoin', { coin });

  return (
    <form className="trade-form" onSubmit={submit} noValidate>
      <ChoiceGroup
        legend={t('instant.amountIn')}
        value={unit}
        onChange={(next) => {
          form.setValue('unit', next);
          form.setValue('amount', '');
          form.clearErrors('amount');
        }}
        options={[
          { value: 'inr', label: 'INR' },
          { value: 'coin', label: coin },
        ]}
        size="small"
      />
      <Controller
        control={form.control}
        name="amount"
        render={({ field, fieldState }) => (
          <AmountField
            ref={field.ref}
            name={field.name}
            label={t('instant.amount')}
            unit={unit === 'inr' ? '₹' : coin}
            value={field.value}
            onValueChange={(next) => {
              field.onChange(next);
              form.clearErrors('amount');
            }}
            filter={(typed, previous) => filterAmountInput(typed, asset, previous)}
            placeholder={unit === 'inr' ? '0.00' : '0.0'}
            hint={t('instant.amountHint', { decimals: String(precisionOf(asset)) })}
            error={fieldState.error?.message}
          />
        )}
      />
      {props.signedIn ? (
        <p className="trade-form__available">
          {side === 'buy' ? t('instant.availableInr') : t('instant.availableCoin', { coin })}{' '}
          <strong className="num">{available ?? '…'}</strong>
        </p>
      ) : null}

      <div className="trade-preview" aria-live="polite">
        <h3 className="trade-preview__title">{t('instant.previewTitle')}</h3>
        {preview.state === 'ok' ? (
          <DataList lines={dataLines(t, preview.lines)} />
        ) : (
          <p className={preview.state === 'invalid' ? 'trade-preview__invalid' : 'trade-preview__empty'}>
            {preview.state === 'invalid'
              ? preview.message
              : preview.state === 'waiting'
                ? t('instant.previewWaiting')
                : side === 'buy'
                  ? t('instant.previewEmptyBuy')
                  : t('instant.previewEmptySell')}
          </p>
        )}
      </div>

      <VerifiedGate
        signedIn={props.signedIn}
        user={props.user}
        userLoading={props.userLoading}
        visitorText={t('instant.visitorText', { coin })}
      >
        <Button
          type="submit"
          block
          className={side === 'sell' ? 'trade-form__sell' : undefined}
          disabled={preview.state !== 'ok' || props.quoting}
          busy={props.quoting}
        >
          {action}
        </Button>
        <p className="trade-form__note">{t('instant.lockNote')}</p>
      </VerifiedGate>
    </form>
  );
}
