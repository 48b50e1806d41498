// 'My orders': one's purchases, newest first, each code revealed only when asked for (and fetched only then).
import { formatDateTime } from '@sikka/shared/format/date';
import { formatMoney } from '@sikka/shared/messages/kinds';
import { formatInr } from '@sikka/shared/money/amount';
import type { ShopOrder } from '@sikka/shared/shop/schemas';
import { useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useOrderCode, useOrders } from '../api/shop.ts';

export function OrdersList() {
  const [page, setPage] = useState(1);
  const orders = useOrders(page);
  const data = orders.data;
  if (orders.isError && !data)
    return <FailedNotice title="Your orders could not be loaded." onRetry={() => void orders.refetch()} />;
  if (!data)
    return (
      <div className="feed" role="status">
        <span className="visually-hidden">Loading your orders</span>
        {[0, 1].map((row) => (
          <Skeleton key={row} width="100%" height="4rem" />
        ))}
      </div>
    );
  if (data.data.length === 0)
    return (
      <Notice tone="info" title="No orders yet">
        Vouchers and products you buy appear here with their codes.
      </Notice>
    );
  return (
    <>
      <ul className="feed" aria-label="Orders">
        {data.data.map((order) => (
          <OrderItem key={order.id} order={order} />
        ))}
      </ul>
      <Pagination
        page={data.current_page}
        total={data.total}
        pageSize={data.per_page}
        label="Order pages"
        busy={orders.isFetching}
        onPage={setPage}
      />
    </>
  );
}

function OrderItem({ order }: { order: ShopOrder }) {
  const [shown, setShown] = useState(false);
  const code = useOrderCode(order.id, shown);
  const name = `${order.brand_name} ${formatInr(order.amount, { symbol: true })}`;
  return (
    <li className="feed__item">
      <div className="feed__body">
        <span className="feed__subject">{name}</span>
        <span className="num">Paid {formatMoney(order.pay_asset, order.pay_amount)}</span>
        <span className="feed__meta">{formatDateTime(order.created_at)}</span>
        {shown ? (
          <div className="shop-code" aria-live="polite">
            {code.data ? (
              <>
                <code className="shop-code__value">{code.data.code}</code>
                <span className="feed__meta">{code.data.redeem}</span>
              </>
            ) : code.isError ? (
              <span className="field__error">The code could not be loaded.</span>
            ) : (
              <Skeleton width="12rem" height="1.5rem" />
            )}
          </div>
        ) : null}
      </div>
      <Button
        size="small"
        variant="secondary"
        onClick={() => setShown(!shown)}
        aria-label={`${shown ? 'Hide' : 'Show'} code of ${name}`}
      >
        {shown ? 'Hide code' : 'Show code'}
      </Button>
    </li>
  );
}
