// A withdrawal as requested, then followed until it completes or fails (its history looked up again on every live
// balance change and withdrawal event; polled only while the live connection is down).
import { formatDateTime } from '@sikka/shared/format/date';
import { formatMoney } from '@sikka/shared/money/amount';
import type { Withdrawal } from '@sikka/shared/wallet/calls';
import { isFinal, stateTone } from '@sikka/shared/wallet/transferStates';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useRealtimeStatus } from '../../../lib/realtime/realtimeStatus.ts';
import { trpc } from '../../../lib/trpc.ts';
import { Button } from '../../../ui/Button.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { StateBadge } from '../../../ui/StateBadge.tsx';

export function WithdrawalResult({
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
