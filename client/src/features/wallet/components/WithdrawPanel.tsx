// Withdrawals: rupees to the verified bank account on file, coins to an address; the amount with the
// day's limit and what is left of it; the §9 24-hour block after a 2FA change as a notice; then the OTP dialog
// (or its Google Authenticator variant when the provider says '2FA'), and the result with its live state.

import { type Asset, QUOTE_CURRENCY } from '@sikka/shared/constants';
import { formatDateTime } from '@sikka/shared/format/date';
import { formatMoney } from '@sikka/shared/money/amount';
import { PATHS } from '@sikka/shared/routes/routeTable';
import type { Withdrawal } from '@sikka/shared/wallet/calls';
import { isFinal, stateTone } from '@sikka/shared/wallet/transferStates';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { appErrorOf, formFieldError } from '../../../lib/errors.ts';
import { checkAmount, filterAmountInput } from '../../../lib/money/amountInput.ts';
import { AttemptKeys } from '../../../lib/money/attemptKeys.ts';
import { useRealtimeStatus } from '../../../lib/realtime/realtimeStatus.ts';
import { trpc } from '../../../lib/trpc.ts';
import { AmountField } from '../../../ui/AmountField.tsx';
import { Button, buttonClasses } from '../../../ui/Button.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { type CallResult, OtpDialog } from '../../../ui/OtpDialog.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { StateBadge } from '../../../ui/StateBadge.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import type { LiveBalances } from '../api/useLiveBalances.ts';
import { useWithdraw, useWithdrawalInfo, useWithdrawalOtp, WITHDRAW_SERVER_FIELDS } from '../api/wallet.ts';

interface Pending {
  amount: string;
  address: string | undefined;
  twoFactor: boolean;
}

export function WithdrawPanel({ asset, balances }: { asset: Asset; balances: LiveBalances }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const info = useWithdrawalInfo(asset, true);
  const requestOtp = useWithdrawalOtp();
  const withdraw = useWithdraw();
  const keys = useRef(new AttemptKeys()).current;
  const [amount, setAmount] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; address?: string }>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);

  const isInr = asset === QUOTE_CURRENCY;
  const available = balances.wallets?.[asset].available ?? null;
  const data = info.data;
  const blocked = data?.blocked_until ?? null;
  const noBank = isInr && data !== undefined && data.bank_account === null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkAmount(amount, asset);
    const next: typeof errors = {};
    if (checked.state !== 'ok')
      next.amount = checked.state === 'invalid' ? checked.message : t('wallet.enterAmount');
    if (!isInr && address.trim() === '') next.address = t('wallet.enterAddress');
    setErrors(next);
    if (checked.state !== 'ok' || next.address) return;
    try {
      const answer = await requestOtp.mutateAsync({ coin: asset });
      setPending({
        amount: checked.amount,
        address: isInr ? undefined : address.trim(),
        twoFactor: answer.required === '2FA',
      });
    } catch (error) {
      const placed = formFieldError(appErrorOf(error), WITHDRAW_SERVER_FIELDS);
      if (placed) setErrors({ [placed.name]: placed.message });
    }
  }

  async function confirm(otp: string): Promise<CallResult> {
    if (!pending) return { ok: false, message: null };
    const fingerprint = `${asset}|${pending.amount}|${pending.address ?? ''}`;
    try {
      const answer = await withdraw.mutateAsync({
        coin: asset,
        amount: pending.amount,
        ...(pending.address ? { address: pending.address } : {}),
        otp,
        idempotency_key: keys.keyFor(fingerprint),
      });
      keys.settled();
      setPending(null);
      setDone(answer.withdrawal);
      setAmount('');
      void utils.wallet.withdrawalInfo.invalidate();
      void utils.wallet.balances.invalidate();
      // Held for its declaration: the banner and its 'Important Notice!' read user.details' esign_request.
      if (answer.withdrawal.status === 'held') void utils.user.details.invalidate();
      return { ok: true };
    } catch (error) {
      const appError = appErrorOf(error);
      const first = appError.kind === 'field' ? appError.firstFieldError : undefined;
      if (first?.field === 'otp') return { ok: false, message: first.message };
      const placed = formFieldError(appError, WITHDRAW_SERVER_FIELDS);
      if (placed) {
        setPending(null);
        setErrors({ [placed.name]: placed.message });
        return { ok: true };
      }
      return { ok: false, message: appError.message };
    }
  }

  async function resend(): Promise<CallResult> {
    try {
      const answer = await requestOtp.mutateAsync({ coin: asset });
      return { ok: true, message: answer.message ?? null };
    } catch (error) {
      return { ok: false, message: appErrorOf(error).message };
    }
  }

  if (done)
    return (
      <WithdrawalResult withdrawal={done} balanceChanges={balances.changes} onAgain={() => setDone(null)} />
    );

  if (info.isError)
    return <FailedNotice title={t('wallet.infoFailed')} onRetry={() => void info.refetch()} />;

  const unit = isInr ? '₹' : asset;
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
      <form className="wallet-form" onSubmit={(event) => void submit(event)} noValidate>
        {isInr ? (
          <div className="wallet-form__destination">
            <p className="wallet-form__label">{t('wallet.toBank')}</p>
            <p className="num">{data ? (data.bank_account ?? '—') : <Skeleton width="16rem" />}</p>
          </div>
        ) : (
          <TextField
            label={t('wallet.address', { coin: asset })}
            value={address}
            onChange={(event) => {
              setAddress(event.target.value.trim());
              setErrors({});
            }}
            autoComplete="off"
            spellCheck={false}
            error={errors.address}
          />
        )}
        <AmountField
          label={t('wallet.amountOf', { asset })}
          unit={unit}
          value={amount}
          onValueChange={(next) => {
            setAmount(next);
            setErrors({});
          }}
          filter={(typed, previous) => filterAmountInput(typed, asset, previous)}
          placeholder={isInr ? '0.00' : '0.0'}
          error={errors.amount}
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
              value: data ? formatMoney(asset, data.daily_limit) : '…',
            },
            {
              key: 'left',
              label: t('wallet.leftToday'),
              value: data ? formatMoney(asset, data.remaining_today) : '…',
            },
          ]}
        />
        <Button
          type="submit"
          busy={requestOtp.isPending}
          disabled={requestOtp.isPending || blocked !== null || noBank || !data}
        >
          {t('wallet.withdraw')}
        </Button>
        <p className="wallet-form__note">{t('wallet.twoFactorNote')}</p>
      </form>
      {pending ? (
        <OtpDialog
          twoFactor={pending.twoFactor}
          description={
            pending.twoFactor
              ? t('wallet.otpTwoFactor', { amount: formatMoney(asset, pending.amount) })
              : t('wallet.otpSms', { amount: formatMoney(asset, pending.amount) })
          }
          verify={confirm}
          resend={resend}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </>
  );
}

/** The withdrawal as requested, then followed until it completes or fails (history looked up again). */
function WithdrawalResult({
  withdrawal,
  balanceChanges,
  onAgain,
}: {
  withdrawal: Withdrawal;
  balanceChanges: number;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [final, setFinal] = useState(isFinal(withdrawal.status));
  const { socketConnected } = useRealtimeStatus();
  const history = trpc.wallet.withdrawalHistory.useQuery(
    { days: 1, page: 1 },
    // Live: each withdrawal event refetches it (app/events); polled only while the live connection is down.
    { meta: { quiet: true }, refetchInterval: final || socketConnected ? false : 2_000, staleTime: 0 },
  );
  const { refetch } = history;
  useEffect(() => {
    if (balanceChanges > 0) void refetch();
  }, [balanceChanges, refetch]);
  const current = history.data?.data.find((row) => row.id === withdrawal.id) ?? withdrawal;
  useEffect(() => {
    if (isFinal(current.status)) setFinal(true);
  }, [current.status]);
  const tone = stateTone(current.status);

  return (
    <div className="wallet-step">
      <h3 ref={heading} tabIndex={-1} className="wallet-step__title">
        {current.status === 'held' ? t('wallet.withdrawalHeldTitle') : t('wallet.withdrawalTitle')}
      </h3>
      <DataList
        lines={[
          {
            key: 'amount',
            label: t('wallet.columns.amount'),
            value: formatMoney(current.coin, current.amount),
            emphasis: false,
          },
          { key: 'to', label: t('wallet.columns.to'), value: current.destination },
          { key: 'id', label: t('wallet.reference'), value: `#${current.id}` },
          { key: 'time', label: t('wallet.columns.date'), value: formatDateTime(current.created_at) },
          { key: 'state', label: t('wallet.columns.status'), value: <StateBadge state={current.status} /> },
        ]}
      />
      <Notice tone={tone === 'success' ? 'success' : tone === 'error' ? 'error' : 'pending'}>
        {t(`wallet.withdrawalState.${current.status}`)}
        {current.failure_reason ? ` ${current.failure_reason}` : ''}
      </Notice>
      <div>
        <Button onClick={onAgain}>{t('wallet.anotherWithdrawal')}</Button>
      </div>
    </div>
  );
}
