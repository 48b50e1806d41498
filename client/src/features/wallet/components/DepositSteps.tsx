// The steps of a rupee deposit after its form: the payment step (pay to, amount, expiry; the simulated gateway's
// Pay in the embedded default), pending until the ledger credits it (seen live), then done, held for its
// declaration, or failed — each under the numbered steps.
import { formatDateTime } from '@sikka/shared/format/date';
import { formatInr, formatMoney } from '@sikka/shared/money/amount';
import type { Deposit, PaymentStep } from '@sikka/shared/wallet/calls';
import type { Wallets } from '@sikka/shared/wallet/schemas';
import { type RefObject, useEffect, useState } from 'react';
import { appErrorOf } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useRealtimeStatus } from '../../../lib/realtime/realtimeStatus.ts';
import { trpc } from '../../../lib/trpc.ts';
import { Button } from '../../../ui/Button.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useSimulatedPayment } from '../api/wallet.ts';

export type DepositStage =
  | { step: 'form' }
  | { step: 'pay'; deposit: Deposit; payment: PaymentStep }
  | { step: 'pending'; deposit: Deposit; payment: PaymentStep }
  | { step: 'done'; deposit: Deposit }
  /** Above the declaration threshold: credited to locked until the declaration is signed (§4 banner). */
  | { step: 'held'; deposit: Deposit }
  | { step: 'failed'; deposit: Deposit };

type StageOf<S extends DepositStage['step']> = Extract<DepositStage, { step: S }>;

interface StepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRestart: () => void;
}

/** Where and how much to pay, with the gateway's Pay; paid, the deposit waits to be credited. */
export function PayStep({
  stage,
  onPaid,
  headingRef,
  onRestart,
}: StepProps & { stage: StageOf<'pay'>; onPaid: () => void }) {
  const { t } = useTranslation();
  const pay = useSimulatedPayment();
  const [payError, setPayError] = useState<string | null>(null);
  const { payment } = stage;

  async function payNow() {
    setPayError(null);
    try {
      await pay.mutateAsync({ payment_id: payment.payment_id });
      onPaid();
    } catch (error) {
      setPayError(appErrorOf(error).message ?? t('wallet.payFailed'));
    }
  }

  return (
    <div className="wallet-step">
      <Steps current={2} />
      <h3 ref={headingRef} tabIndex={-1} className="wallet-step__title">
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
        <Button busy={pay.isPending} disabled={pay.isPending} onClick={() => void payNow()}>
          {t('wallet.pay', { amount: formatInr(payment.amount, { symbol: true }) })}
        </Button>
      </div>
      {payError ? <Notice tone="error">{payError}</Notice> : null}
      <Button variant="link" onClick={onRestart}>
        {t('wallet.startOver')}
      </Button>
    </div>
  );
}

/**
 * Waits for the deposit to be credited: looked up again on every live balance change and every deposit event
 * (app/events); polled every 2 s only while the live connection is down.
 */
export function PendingDeposit({
  stage,
  balanceChanges,
  onSettled,
  headingRef,
}: {
  stage: StageOf<'pending'>;
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

/** The deposit settled: credited (with the new balance), held for its declaration, or failed. */
export function SettledDeposit({
  stage,
  wallets,
  headingRef,
  onRestart,
}: StepProps & { stage: StageOf<'done' | 'held' | 'failed'>; wallets: Wallets | null }) {
  const { t } = useTranslation();
  const amount = formatInr(stage.deposit.amount, { symbol: true });
  const title =
    stage.step === 'held'
      ? t('wallet.depositHeld')
      : stage.step === 'done'
        ? t('wallet.depositDone')
        : t('wallet.depositFailed');
  return (
    <div className="wallet-step">
      <Steps current={stage.step === 'done' ? 4 : 3} />
      <h3 ref={headingRef} tabIndex={-1} className="wallet-step__title">
        {title}
      </h3>
      {stage.step === 'held' ? (
        <Notice tone="pending">{t('wallet.depositHeldText', { amount })}</Notice>
      ) : (
        <Notice tone={stage.step === 'done' ? 'success' : 'error'}>
          <p className="num">
            {stage.step === 'done' ? t('wallet.depositDoneText', { amount }) : t('wallet.depositFailedText')}
          </p>
          {stage.step === 'done' && wallets ? (
            <p className="num">
              {t('wallet.newBalance', { amount: formatMoney('INR', wallets.INR.balance) })}
            </p>
          ) : null}
        </Notice>
      )}
      <div>
        <Button onClick={onRestart}>{t('wallet.anotherDeposit')}</Button>
      </div>
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
