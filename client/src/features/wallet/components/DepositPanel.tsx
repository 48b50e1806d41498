// Deposits: rupees by UPI, IMPS or bank transfer through the payment gateway — amount and channel, sent through the
// shared money-move flow (no confirmation and no code: Continue is the agreement, and the gateway's Pay follows),
// then the payment step, pending until the ledger credits it (seen live), then done; coins to the person's own
// address with its QR code.
import { type Asset, QUOTE_CURRENCY } from '@sikka/shared/constants';
import { type Deposit, INR_CHANNELS, type InrDepositResponse } from '@sikka/shared/wallet/calls';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { filterAmountInput } from '../../../lib/money/amountInput.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useMoneyMove } from '../../../lib/useMoneyMove.ts';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { FormAmountField } from '../../../ui/FormFields.tsx';
import type { LiveBalances } from '../api/useLiveBalances.ts';
import { DEPOSIT_SERVER_FIELDS, useInrDeposit } from '../api/wallet.ts';
import { DEPOSIT_FORM_DEFAULTS, type DepositValues, depositFormSchema } from '../utils/walletForms.ts';
import { CoinDeposit } from './CoinDeposit.tsx';
import { type DepositStage, PayStep, PendingDeposit, SettledDeposit } from './DepositSteps.tsx';

export function DepositPanel({ asset, balances }: { asset: Asset; balances: LiveBalances }) {
  return asset === QUOTE_CURRENCY ? <InrDeposit balances={balances} /> : <CoinDeposit coin={asset} />;
}

function InrDeposit({ balances }: { balances: LiveBalances }) {
  const utils = trpc.useUtils();
  const [stage, setStage] = useState<DepositStage>({ step: 'form' });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (stage.step !== 'form') heading.current?.focus();
  }, [stage.step]);
  const restart = () => setStage({ step: 'form' });
  const onSettled = useCallback(
    (settled: Deposit) => {
      // The banner and its 'Important Notice!' read user.details' esign_request.
      if (settled.status === 'held') void utils.user.details.invalidate();
      setStage({
        step: settled.status === 'held' ? 'held' : settled.status === 'completed' ? 'done' : 'failed',
        deposit: settled,
      });
    },
    [utils],
  );

  switch (stage.step) {
    case 'form':
      return <DepositForm onStarted={(answer) => setStage({ step: 'pay', ...answer })} />;
    case 'pay':
      return (
        <PayStep
          stage={stage}
          onPaid={() => setStage({ ...stage, step: 'pending' })}
          headingRef={heading}
          onRestart={restart}
        />
      );
    case 'pending':
      return (
        <PendingDeposit
          stage={stage}
          balanceChanges={balances.changes}
          onSettled={onSettled}
          headingRef={heading}
        />
      );
    default:
      return (
        <SettledDeposit stage={stage} wallets={balances.wallets} headingRef={heading} onRestart={restart} />
      );
  }
}

function DepositForm({ onStarted }: { onStarted: (answer: InrDepositResponse) => void }) {
  const { t } = useTranslation();
  const deposit = useInrDeposit();
  const form = useForm<DepositValues>({
    resolver: formResolver<DepositValues, DepositValues>(depositFormSchema),
    defaultValues: DEPOSIT_FORM_DEFAULTS,
  });
  const move = useMoneyMove({
    sendCode: null,
    confirmFirst: false,
    fingerprint: (draft: DepositValues) => `${draft.amount}|${draft.channel}`,
    submit: (draft, _otp, idempotency_key) =>
      deposit.mutateAsync({ coin: 'INR', amount: draft.amount, channel: draft.channel, idempotency_key }),
    onDone: onStarted,
    toField: (error) => showServerFieldError(form, error, DEPOSIT_SERVER_FIELDS),
  });

  return (
    <form className="wallet-form" onSubmit={form.handleSubmit(move.ask)} noValidate>
      <FormAmountField
        control={form.control}
        name="amount"
        label={t('wallet.amountInr')}
        unit="₹"
        filter={(typed, previous) => filterAmountInput(typed, QUOTE_CURRENCY, previous)}
        placeholder="0.00"
      />
      <Controller
        control={form.control}
        name="channel"
        render={({ field, fieldState }) => (
          <>
            <ChoiceGroup
              legend={t('wallet.channel')}
              value={field.value}
              onChange={field.onChange}
              options={INR_CHANNELS.map((value) => ({ value, label: t(`wallet.channels.${value}`) }))}
            />
            {fieldState.error ? (
              <p className="field__error" role="alert">
                {fieldState.error.message}
              </p>
            ) : null}
          </>
        )}
      />
      <p className="wallet-form__note">{t('wallet.depositNote')}</p>
      <Button type="submit" busy={move.submitting} disabled={move.submitting}>
        {t('wallet.continueToPay')}
      </Button>
    </form>
  );
}
