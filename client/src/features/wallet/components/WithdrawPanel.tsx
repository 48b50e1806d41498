// Withdrawals: rupees to the verified bank account on file, coins to an address; the amount with the day's limit
// and what is left of it; the §9 24-hour block after a 2FA change as a notice; then, through the shared money-move
// flow, the OTP dialog (or its Google Authenticator variant when the provider says '2FA'), and the result with its
// live state. Withdraw is the agreement itself: no §4 confirmation comes between it and the code.
import { type Asset, QUOTE_CURRENCY } from '@sikka/shared/constants';
import { formatDateTime } from '@sikka/shared/format/date';
import { formatMoney } from '@sikka/shared/money/amount';
import { PATHS } from '@sikka/shared/routes/routeTable';
import type { Withdrawal, WithdrawalInfo } from '@sikka/shared/wallet/calls';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { filterAmountInput } from '../../../lib/money/amountInput.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useMoneyMove } from '../../../lib/useMoneyMove.ts';
import { Button, buttonClasses } from '../../../ui/Button.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { FormAmountField, FormTextField } from '../../../ui/FormFields.tsx';
import { MoneyMoveCodeDialog } from '../../../ui/MoneyMoveDialogs.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import type { LiveBalances } from '../api/useLiveBalances.ts';
import { useWithdraw, useWithdrawalInfo, useWithdrawalOtp, WITHDRAW_SERVER_FIELDS } from '../api/wallet.ts';
import {
  WITHDRAW_FORM_DEFAULTS,
  type WithdrawDraft,
  type WithdrawValues,
  withdrawFormSchema,
} from '../utils/walletForms.ts';
import { WithdrawalResult } from './WithdrawalResult.tsx';

export function WithdrawPanel({ asset, balances }: { asset: Asset; balances: LiveBalances }) {
  const { t } = useTranslation();
  const info = useWithdrawalInfo(asset, true);
  const [done, setDone] = useState<Withdrawal | null>(null);

  if (done)
    return (
      <WithdrawalResult withdrawal={done} balanceChanges={balances.changes} onAgain={() => setDone(null)} />
    );
  if (info.isError)
    return <FailedNotice title={t('wallet.infoFailed')} onRetry={() => void info.refetch()} />;

  const data = info.data;
  const blocked = data?.blocked_until ?? null;
  const noBank = asset === QUOTE_CURRENCY && data !== undefined && data.bank_account === null;
  return (
    <>
      {blocked ? (
        <Notice tone="pending" title={t('wallet.blockedTitle')}>
          {t('wallet.blockedText', { time: formatDateTime(blocked) })}
        </Notice>
      ) : null}
      {noBank ? (
        <Notice
          tone="info"
          title={t('wallet.noBankTitle')}
          actions={
            <Link className={buttonClasses('primary', { size: 'small' })} to={PATHS.profileBank}>
              {t('wallet.addBank')}
            </Link>
          }
        >
          {t('wallet.noBankText')}
        </Notice>
      ) : null}
      <WithdrawForm
        asset={asset}
        info={data}
        available={balances.wallets?.[asset].available ?? null}
        closed={blocked !== null || noBank}
        onDone={setDone}
      />
    </>
  );
}

interface WithdrawFormProps {
  asset: Asset;
  /** The destination, the day's limit and the block; undefined while loading. */
  info: WithdrawalInfo | undefined;
  available: string | null;
  /** Withdrawals are closed for now (the 2FA block, no bank account on file). */
  closed: boolean;
  onDone: (withdrawal: Withdrawal) => void;
}

function WithdrawForm({ asset, info, available, closed, onDone }: WithdrawFormProps) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const requestOtp = useWithdrawalOtp();
  const withdraw = useWithdraw();
  const isInr = asset === QUOTE_CURRENCY;
  // The address rules arrive with the withdrawal info: the resolver follows them once they do.
  const addressRules = info?.address_rules;
  const resolver = useMemo(
    () => formResolver<WithdrawValues, WithdrawDraft>(withdrawFormSchema(asset, addressRules)),
    [asset, addressRules],
  );
  const form = useForm<WithdrawValues, unknown, WithdrawDraft>({
    resolver,
    defaultValues: WITHDRAW_FORM_DEFAULTS,
  });
  const move = useMoneyMove({
    sendCode: () => requestOtp.mutateAsync({ coin: asset }),
    confirmFirst: false,
    fingerprint: (draft: WithdrawDraft) => `${asset}|${draft.amount}|${draft.address ?? ''}`,
    submit: (draft, otp, idempotency_key) =>
      withdraw.mutateAsync({
        coin: asset,
        amount: draft.amount,
        ...(draft.address ? { address: draft.address } : {}),
        otp,
        idempotency_key,
      }),
    onDone: (answer) => {
      form.reset({ ...form.getValues(), amount: '' });
      void utils.wallet.withdrawalInfo.invalidate();
      void utils.wallet.balances.invalidate();
      // Held for its declaration: the banner and its 'Important Notice!' read user.details' esign_request.
      if (answer.withdrawal.status === 'held') void utils.user.details.invalidate();
      onDone(answer.withdrawal);
    },
    toField: (error) => showServerFieldError(form, error, WITHDRAW_SERVER_FIELDS),
  });

  return (
    <>
      <form className="wallet-form" onSubmit={form.handleSubmit(move.ask)} noValidate>
        {isInr ? (
          <div className="wallet-form__destination">
            <p className="wallet-form__label">{t('wallet.toBank')}</p>
            <p className="num">{info ? (info.bank_account ?? '—') : <Skeleton width="16rem" />}</p>
          </div>
        ) : (
          <FormTextField
            control={form.control}
            name="address"
            label={t('wallet.address', { coin: asset })}
            filter={(typed) => typed.trim()}
            autoComplete="off"
            spellCheck={false}
          />
        )}
        <FormAmountField
          control={form.control}
          name="amount"
          label={t('wallet.amountOf', { asset })}
          unit={isInr ? '₹' : asset}
          filter={(typed, previous) => filterAmountInput(typed, asset, previous)}
          placeholder={isInr ? '0.00' : '0.0'}
        />
        <DataList
          className="wallet-form__limits"
          lines={[
            {
              key: 'available',
              label: t('wallet.available'),
              value: available === null ? '…' : formatMoney(asset, available),
            },
            {
              key: 'limit',
              label: t('wallet.dailyLimit'),
              value: info ? formatMoney(asset, info.daily_limit) : '…',
            },
            {
              key: 'left',
              label: t('wallet.leftToday'),
              value: info ? formatMoney(asset, info.remaining_today) : '…',
            },
          ]}
        />
        <Button type="submit" busy={requestOtp.isPending} disabled={requestOtp.isPending || closed || !info}>
          {t('wallet.withdraw')}
        </Button>
        <p className="wallet-form__note">{t('wallet.twoFactorNote')}</p>
      </form>
      <MoneyMoveCodeDialog
        move={move}
        codeDescription={(draft, twoFactor) =>
          t(twoFactor ? 'wallet.otpTwoFactor' : 'wallet.otpSms', { amount: formatMoney(asset, draft.amount) })
        }
      />
    </>
  );
}
