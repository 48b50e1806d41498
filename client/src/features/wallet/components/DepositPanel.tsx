// Deposits: rupees by UPI, IMPS or bank transfer through the payment gateway — amount and channel, then
// the payment step (pay to, amount, expiry; the simulated gateway's Pay in the embedded default), pending until
// the ledger credits it (seen live), then done; coins to the person's own address with its QR code.
import { type Asset, type Coin, QUOTE_CURRENCY } from '@sikka/shared/constants';
import { formatDateTime } from '@sikka/shared/format/date';
import { formatInr, formatMoney } from '@sikka/shared/money/amount';
import { type Deposit, INR_CHANNELS, type InrChannel, type PaymentStep } from '@sikka/shared/wallet/calls';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf, formFieldError } from '../../../lib/errors.ts';
import { checkAmount, filterAmountInput } from '../../../lib/money/amountInput.ts';
import { AttemptKeys } from '../../../lib/money/attemptKeys.ts';
import { useRealtimeStatus } from '../../../lib/realtime/realtimeStatus.ts';
import { trpc } from '../../../lib/trpc.ts';
import { AmountField } from '../../../ui/AmountField.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import type { LiveBalances } from '../api/useLiveBalances.ts';
import {
  DEPOSIT_SERVER_FIELDS,
  useDepositAddress,
  useInrDeposit,
  useSimulatedPayment,
} from '../api/wallet.ts';

export function DepositPanel({ asset, balances }: { asset: Asset; balances: LiveBalances }) {
  return asset === QUOTE_CURRENCY ? <InrDeposit balances={balances} /> : <CoinDeposit coin={asset} />;
}

type Stage =
  | { step: 'form' }
  | { step: 'pay'; deposit: Deposit; payment: PaymentStep }
  | { step: 'pending'; deposit: Deposit; payment: PaymentStep }
  | { step: 'done'; deposit: Deposit }
  /** Above the declaration threshold: credited to locked until the declaration is signed (§4 banner). */
  | { step: 'held'; deposit: Deposit }
  | { step: 'failed'; deposit: Deposit };

function InrDeposit({ balances }: { balances: LiveBalances }) {
  const { t } = useTranslation();
  const deposit = useInrDeposit();
  const pay = useSimulatedPayment();
  const utils = trpc.useUtils();
  const keys = useRef(new AttemptKeys()).current;
  const [amount, setAmount] = useState('');
  const [channel, setChannel] = useState<InrChannel>('UPI');
  const [errors, setErrors] = useState<{ amount?: string; channel?: string }>({});
  const [payError, setPayError] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ step: 'form' });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (stage.step !== 'form') heading.current?.focus();
  }, [stage.step]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkAmount(amount, QUOTE_CURRENCY);
    if (checked.state !== 'ok') {
      setErrors({ amount: checked.state === 'invalid' ? checked.message : t('wallet.enterAmount') });
      return;
    }
    setErrors({});
    try {
      const answer = await deposit.mutateAsync({
        coin: 'INR',
        amount: checked.amount,
        channel,
        idempotency_key: keys.keyFor(`${checked.amount}|${channel}`),
      });
      keys.settled();
      setStage({ step: 'pay', deposit: answer.deposit, payment: answer.payment });
    } catch (error) {
      const placed = formFieldError(appErrorOf(error), DEPOSIT_SERVER_FIELDS);
      if (placed) setErrors({ [placed.name]: placed.message });
    }
  }

  async function payNow(current: Extract<Stage, { step: 'pay' }>) {
    setPayError(null);
    try {
      await pay.mutateAsync({ payment_id: current.payment.payment_id });
      setStage({ step: 'pending', deposit: current.deposit, payment: current.payment });
    } catch (error) {
      setPayError(appErrorOf(error).message ?? t('wallet.payFailed'));
    }
  }

  if (stage.step === 'form') {
    return (
      <form className="wallet-form" onSubmit={(event) => void submit(event)} noValidate>
        <AmountField
          label={t('wallet.amountInr')}
          unit="₹"
          value={amount}
          onValueChange={(next) => {
            setAmount(next);
            setErrors({});
          }}
          filter={(typed, previous) => filterAmountInput(typed, QUOTE_CURRENCY, previous)}
          placeholder="0.00"
          error={errors.amount}
        />
        <ChoiceGroup
          legend={t('wallet.channel')}
          value={channel}
          onChange={(next) => {
            setChannel(next);
            setErrors({});
          }}
          options={INR_CHANNELS.map((value) => ({ value, label: t(`wallet.channels.${value}`) }))}
        />
        {errors.channel ? (
          <p className="field__error" role="alert">
            {errors.channel}
          </p>
        ) : null}
        <p className="wallet-form__note">{t('wallet.depositNote')}</p>
        <Button type="submit" busy={deposit.isPending} disabled={deposit.isPending}>
          {t('wallet.continueToPay')}
        </Button>
      </form>
    );
  }

  const restart = () => {
    setStage({ step: 'form' });
    setAmount('');
    setPayError(null);
  };

  if (stage.step === 'pay') {
    const { payment } = stage;
    return (
      <div className="wallet-step">
        <Steps current={2} />
        <h3 ref={heading} tabIndex={-1} className="wallet-step__title">
          {t('wallet.payTitle')}
        </h3>
        <DataList
          lines={[
            {
              key: 'amount',
              label: t('wallet.payAmount'),
              value: formatInr(payment.amount, { symbol: true }),
              emphasis: false,
            },
            { key: 'channel', label: t('wallet.channel'), value: t(`wallet.channels.${payment.channel}`) },
            { key: 'to', label: t('wallet.payTo'), value: payment.pay_to },
            { key: 'expiry', label: t('wallet.payBefore'), value: formatDateTime(payment.expires_at) },
          ]}
        />
        <div className="gateway">
          <p className="gateway__label">{t('wallet.gatewayLabel')}</p>
          <p className="gateway__text">{t('wallet.gatewayText')}</p>
          <Button busy={pay.isPending} disabled={pay.isPending} onClick={() => void payNow(stage)}>
            {t('wallet.pay', { amount: formatInr(payment.amount, { symbol: true }) })}
          </Button>
        </div>
        {payError ? <Notice tone="error">{payError}</Notice> : null}
        <Button variant="link" onClick={restart}>
          {t('wallet.startOver')}
        </Button>
      </div>
    );
  }

  if (stage.step === 'pending') {
    return (
      <PendingDeposit
        stage={stage}
        balanceChanges={balances.changes}
        onSettled={(settled) => {
          if (settled.status === 'held') {
            // The banner and its 'Important Notice!' read user.details' esign_request.
            void utils.user.details.invalidate();
            setStage({ step: 'held', deposit: settled });
          } else
            setStage(
              settled.status === 'completed'
                ? { step: 'done', deposit: settled }
                : { step: 'failed', deposit: settled },
            );
        }}
        headingRef={heading}
      />
    );
  }

  if (stage.step === 'held')
    return (
      <div className="wallet-step">
        <Steps current={3} />
        <h3 ref={heading} tabIndex={-1} className="wallet-step__title">
          {t('wallet.depositHeld')}
        </h3>
        <Notice tone="pending">
          {t('wallet.depositHeldText', { amount: formatInr(stage.deposit.amount, { symbol: true }) })}
        </Notice>
        <div>
          <Button onClick={restart}>{t('wallet.anotherDeposit')}</Button>
        </div>
      </div>
    );

  return (
    <div className="wallet-step">
      <Steps current={stage.step === 'done' ? 4 : 3} />
      <h3 ref={heading} tabIndex={-1} className="wallet-step__title">
        {stage.step === 'done' ? t('wallet.depositDone') : t('wallet.depositFailed')}
      </h3>
      <Notice tone={stage.step === 'done' ? 'success' : 'error'}>
        <p className="num">
          {stage.step === 'done'
            ? t('wallet.depositDoneText', { amount: formatInr(stage.deposit.amount, { symbol: true }) })
            : t('wallet.depositFailedText')}
        </p>
        {stage.step === 'done' && balances.wallets ? (
          <p className="num">
            {t('wallet.newBalance', { amount: formatMoney('INR', balances.wallets.INR.balance) })}
          </p>
        ) : null}
      </Notice>
      <div>
        <Button onClick={restart}>{t('wallet.anotherDeposit')}</Button>
      </div>
    </div>
  );
}

/**
 * Waits for the deposit to be credited: looked up again on every live balance change and every deposit event
 * (app/events); polled every 2 s only while the live connection is down.
 */
function PendingDeposit({
  stage,
  balanceChanges,
  onSettled,
  headingRef,
}: {
  stage: Extract<Stage, { step: 'pending' }>;
  balanceChanges: number;
  onSettled: (deposit: Deposit) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const { socketConnected } = useRealtimeStatus();
  const history = trpc.wallet.depositHistory.useQuery(
    { days: 1, page: 1 },
    { meta: { quiet: true }, refetchInterval: socketConnected ? false : 2_000, staleTime: 0 },
  );
  const { refetch } = history;
  useEffect(() => {
    if (balanceChanges > 0) void refetch();
  }, [balanceChanges, refetch]);
  const found = history.data?.data.find((row) => row.id === stage.deposit.id);
  useEffect(() => {
    if (found && found.status !== 'pending') onSettled(found);
  }, [found, onSettled]);

  return (
    <div className="wallet-step">
      <Steps current={3} />
      <h3 ref={headingRef} tabIndex={-1} className="wallet-step__title">
        {t('wallet.pendingTitle')}
      </h3>
      <Notice tone="pending">
        {t('wallet.pendingText', { amount: formatInr(stage.payment.amount, { symbol: true }) })}
      </Notice>
    </div>
  );
}

function Steps({ current }: { current: 1 | 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const steps = [t('wallet.steps.amount'), t('wallet.steps.pay'), t('wallet.steps.credit')];
  return (
    <ol className="steps" aria-label={t('wallet.steps.label')}>
      {steps.map((label, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'next';
        return (
          <li
            key={label}
            className={`steps__item steps__item--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="steps__dot" aria-hidden="true">
              {state === 'done' ? '✓' : number}
            </span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}

function CoinDeposit({ coin }: { coin: Coin }) {
  const { t } = useTranslation();
  const address = useDepositAddress(coin, true);
  const [copied, setCopied] = useState(false);

  if (address.isError)
    return (
      <FailedNotice title={t('wallet.addressFailed')} onRetry={() => void address.refetch()}>
        {appErrorOf(address.error).message}
      </FailedNotice>
    );
  const data = address.data;
  return (
    <div className="coin-deposit">
      <div className="coin-deposit__qr">
        {data ? (
          <QRCodeSVG value={data.address} size={176} marginSize={2} title={t('wallet.qrTitle', { coin })} />
        ) : (
          <Skeleton width="176px" height="176px" />
        )}
      </div>
      <div className="coin-deposit__details">
        <p className="coin-deposit__label">{t('wallet.yourAddress', { coin })}</p>
        {data ? (
          <code className="coin-deposit__address">{data.address}</code>
        ) : (
          <Skeleton width="100%" height="2.5rem" />
        )}
        <div className="coin-deposit__copy">
          <Button
            variant="secondary"
            size="small"
            disabled={!data}
            onClick={() => {
              if (!data) return;
              void navigator.clipboard?.writeText(data.address).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {t('wallet.copyAddress')}
          </Button>
          <span role="status" className="coin-deposit__copied">
            {copied ? t('wallet.copied') : ''}
          </span>
        </div>
        {data ? (
          <DataList
            lines={[
              { key: 'network', label: t('wallet.network'), value: data.network },
              {
                key: 'confirmations',
                label: t('wallet.confirmations'),
                value: t('wallet.confirmationsValue', { count: data.confirmations_required }),
              },
            ]}
          />
        ) : null}
        <Notice tone="pending">{t('wallet.coinWarning', { coin, network: data?.network ?? '' })}</Notice>
      </div>
    </div>
  );
}
