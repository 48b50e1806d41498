// 'My orders': one's purchases, newest first, each code revealed only when asked for (and fetched only then).
import { formatDateTime } from '@sikka/shared/format/date';
import { formatInr, formatMoney } from '@sikka/shared/money/amount';
import type { ShopOrder } from '@sikka/shared/shop/schemas';
import { useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { PagedFeed } from '../../../ui/PagedFeed.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useOrderCode, useOrders } from '../api/shop.ts';

export function OrdersList() {
  const [page, setPage] = useState(1);
  return (
    <PagedFeed
      query={useOrders(page)}
      label="Orders"
      pagesLabel="Order pages"
      loading="Loading your orders"
      failed="Your orders could not be loaded."
      empty={
        <Notice tone="info" title="No orders yet">
          Vouchers and products you buy appear here with their codes.
        </Notice>
      }
      onPage={setPage}
    >
      {(order) => <OrderItem key={order.id} order={order} />}
    </PagedFeed>
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
