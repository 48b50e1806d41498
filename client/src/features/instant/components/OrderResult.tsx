// The filled order: what was bought or sold, every line at the quoted numbers, its id and time; the balances
// beside it are already the new ones (the user channel pushed them).

import { formatDateTime } from '@sikka/shared/format/date';
import type { ExecuteResponse } from '@sikka/shared/instant/schemas';
import type { FeeSchedule } from '@sikka/shared/market/fees';
import { formatCoin } from '@sikka/shared/money/amount';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button, buttonClasses } from '../../../ui/Button.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { breakdownLines } from '../utils/breakdown.ts';
import { dataLines } from '../utils/breakdownList.ts';

export function OrderResult({
  result,
  schedule,
  onAgain,
}: {
  result: ExecuteResponse;
  schedule: FeeSchedule | null;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { order } = result;
  const quantity = `${formatCoin(order.quantity, order.coin)} ${order.coin}`;
  const lines = [
    ...dataLines(t, breakdownLines(order, schedule)),
    { key: 'id', label: t('instant.orderId'), value: `#${order.id}` },
    { key: 'time', label: t('instant.orderTime'), value: formatDateTime(order.created_at) },
  ];
  return (
    <div className="order-result" role="status">
      <span className="order-result__mark" aria-hidden="true">
        ✓
      </span>
      <h3 ref={heading} tabIndex={-1} className="order-result__title">
        {order.side === 'buy' ? t('instant.boughtTitle') : t('instant.soldTitle')}
      </h3>
      <p className="order-result__lead num">
        {order.side === 'buy' ? t('instant.bought', { quantity }) : t('instant.sold', { quantity })}
      </p>
      <DataList lines={lines} />
      <div className="order-result__actions">
        <Button onClick={onAgain}>{t('instant.again')}</Button>
        <Link className={buttonClasses('secondary')} to={PATHS.wallet}>
          {t('instant.toWallet')}
        </Link>
      </div>
    </div>
  );
}
