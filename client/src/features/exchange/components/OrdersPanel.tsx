// The person's orders: open orders (live; cancel one, or all after a confirmation), each order's take-profit and
// stop-loss listed under it with their state, and the order and trade history of this pair with the §9 filters
// (Today, Week, Month, Year), pages of 4 with the §2 text '1-4 of N', Previous and Next, and the CSV export of what
// is filtered. Each list has its loading, empty and failed look.
import { HISTORY_FILTERS } from '@sikka/shared/constants';
import type { ExchangeFill, ExchangeOrder } from '@sikka/shared/exchange/schemas';
import { formatDateTime } from '@sikka/shared/format/date';
import { invoicePath } from '@sikka/shared/invoice/paths';
import { formatInr } from '@sikka/shared/money/amount';
import { Tabs } from 'radix-ui';
import { memo, type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { appErrorOf } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { Button, buttonClasses } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useCancelAll, useCancelOrder, useOrderHistory, useTradeHistory } from '../api/exchange.ts';
import { quantityOn } from '../utils/figures.ts';
import { exchangeCsvHref } from '../utils/history.ts';
import { openOrderRows, stateOf } from '../utils/openOrderRows.ts';

type Tab = 'open' | 'orders' | 'trades';
type Days = (typeof HISTORY_FILTERS)[number]['days'];

interface OrdersPanelProps {
  pair: string;
  open: readonly ExchangeOrder[] | null;
  openFailed: boolean;
  onRetryOpen: () => void;
}

function OrdersPanelView({ pair, open, openFailed, onRetryOpen }: OrdersPanelProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('open');
  const [days, setDays] = useState<Days>(7);
  const [page, setPage] = useState(1);
  const orders = useOrderHistory({ pair, days, page }, tab === 'orders');
  const trades = useTradeHistory({ pair, days, page }, tab === 'trades');
  const history = tab === 'orders' ? orders : trades;
  const total = history.data?.total ?? 0;

  const show = (next: Tab) => {
    setTab(next);
    setPage(1);
  };

  return (
    <section className="exchange-panel orders-panel" aria-label={t('exchange.ordersTitle')}>
      <Tabs.Root value={tab} onValueChange={(value) => show(value as Tab)}>
        <div className="orders-panel__head">
          <Tabs.List className="orders-panel__tabs" aria-label={t('exchange.ordersTitle')}>
            <Tabs.Trigger value="open" className="orders-panel__tab">
              {t('exchange.openOrders')}
              {open && open.length > 0 ? (
                <span className="orders-panel__count num">{open.length}</span>
              ) : null}
            </Tabs.Trigger>
            <Tabs.Trigger value="orders" className="orders-panel__tab">
              {t('exchange.orderHistory')}
            </Tabs.Trigger>
            <Tabs.Trigger value="trades" className="orders-panel__tab">
              {t('exchange.tradeHistory')}
            </Tabs.Trigger>
          </Tabs.List>
          {tab === 'open' ? (
            <CancelAll open={open} />
          ) : (
            <div className="orders-panel__tools">
              <ChoiceGroup
                legend={t('exchange.period')}
                legendHidden
                size="small"
                value={String(days)}
                onChange={(value) => {
                  setDays(Number(value) as Days);
                  setPage(1);
                }}
                options={HISTORY_FILTERS.map((filter) => ({
                  value: String(filter.days),
                  label: filter.label,
                }))}
              />
              <a
                className={buttonClasses('secondary', { size: 'small' })}
                href={exchangeCsvHref({ type: tab, days, pair })}
                download
              >
                {t('exchange.exportCsv')}
              </a>
            </div>
          )}
        </div>

        <Tabs.Content value="open" className="orders-panel__body">
          {openFailed && !open ? (
            <FailedNotice title={t('exchange.openFailed')} onRetry={onRetryOpen} />
          ) : open === null ? (
            <Loading />
          ) : open.length === 0 ? (
            <Notice tone="info" title={t('exchange.noOpenOrders')}>
              {t('exchange.noOpenOrdersNext')}
            </Notice>
          ) : (
            <OpenOrders orders={open} />
          )}
        </Tabs.Content>
        {(['orders', 'trades'] as const).map((list) => (
          <Tabs.Content key={list} value={list} className="orders-panel__body">
            {history.isError && !history.data ? (
              <FailedNotice title={t('exchange.historyFailed')} onRetry={() => void history.refetch()}>
                {appErrorOf(history.error).message}
              </FailedNotice>
            ) : !history.data ? (
              <Loading />
            ) : history.data.data.length === 0 ? (
              <Notice
                tone="info"
                title={t(list === 'orders' ? 'exchange.noOrderHistory' : 'exchange.noTradeHistory', {
                  period: HISTORY_FILTERS.find((filter) => filter.days === days)?.label ?? '',
                })}
              >
                {t('exchange.noHistoryNext')}
              </Notice>
            ) : list === 'orders' && orders.data ? (
              <OrderRows orders={orders.data.data} />
            ) : list === 'trades' && trades.data ? (
              <FillRows fills={trades.data.data} />
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {tab !== 'open' && total > 0 ? (
        <Pagination
          page={page}
          total={total}
          label={t('exchange.pagination')}
          busy={history.isFetching}
          onPage={setPage}
        />
      ) : null}
    </section>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="orders-panel__loading" role="status">
      <span className="visually-hidden">{t('exchange.ordersLoading')}</span>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} width="100%" height="2rem" />
      ))}
    </div>
  );
}

/** Cancel all, after a confirmation that says how many orders it cancels. */
function CancelAll({ open }: { open: readonly ExchangeOrder[] | null }) {
  const { t } = useTranslation();
  const cancelAll = useCancelAll();
  const [asking, setAsking] = useState(false);
  const count = open?.length ?? 0;
  return (
    <>
      <Button size="small" variant="secondary" disabled={count === 0} onClick={() => setAsking(true)}>
        {t('exchange.cancelAll')}
      </Button>
      {asking ? (
        <Dialog
          open
          onOpenChange={(next) => {
            if (!next && !cancelAll.isPending) setAsking(false);
          }}
          title={t('exchange.cancelAllTitle')}
          description={t('exchange.cancelAllText', { count })}
          actions={
            <>
              <Button variant="secondary" onClick={() => setAsking(false)} disabled={cancelAll.isPending}>
                {t('exchange.keepOrders')}
              </Button>
              <Button
                busy={cancelAll.isPending}
                disabled={cancelAll.isPending}
                onClick={() =>
                  cancelAll.mutate(
                    {},
                    {
                      onSuccess: (result) => {
                        notify.success(result.message);
                        setAsking(false);
                      },
                    },
                  )
                }
              >
                {t('exchange.cancelAll')}
              </Button>
            </>
          }
        />
      ) : null}
    </>
  );
}

function Table({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="orders-table__scroll">
      <table className="orders-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function SideBadge({ side }: { side: 'buy' | 'sell' }) {
  const { t } = useTranslation();
  return (
    <span className={`side-badge side-badge--${side}`}>
      {side === 'buy' ? t('exchange.buy') : t('exchange.sell')}
    </span>
  );
}

function orderPrice(order: ExchangeOrder): string {
  const rate = order.rate ? formatInr(order.rate, { symbol: true }) : null;
  const trigger = order['trigger-price'] ? formatInr(order['trigger-price'], { symbol: true }) : null;
  if (rate && trigger) return `${trigger} → ${rate}`;
  return rate ?? trigger ?? '—';
}

/** An order's type as the tables show it: an exit names its order; an order with exits says what they are. */
function OrderType({ order }: { order: ExchangeOrder }) {
  const { t } = useTranslation();
  if (order.exit) return t(`exchange.exitOf.${order.exit}`, { id: String(order.parent_id ?? '') });
  const type = t(`exchange.types.${order.advance_order_type}`);
  if (!order.take_profit && !order.stop_loss) return type;
  const rate = (value: string | null) => (value ? formatInr(value, { symbol: true }) : '—');
  return (
    <>
      {type}
      <span className="orders-table__exits muted">
        {t('exchange.exitsOfOrder', { takeProfit: rate(order.take_profit), stopLoss: rate(order.stop_loss) })}
      </span>
    </>
  );
}

function orderQuantity(order: ExchangeOrder): string {
  if (order.volume) return `${quantityOn(order.volume, order.pair)} ${order.coin}`;
  return order.total_amount ? formatInr(order.total_amount, { symbol: true }) : '—';
}

function OpenOrders({ orders }: { orders: readonly ExchangeOrder[] }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  return (
    <Table
      caption={t('exchange.openOrders')}
      head={
        <>
          <th scope="col">{t('exchange.columns.date')}</th>
          <th scope="col">{t('exchange.columns.pair')}</th>
          <th scope="col">{t('exchange.columns.type')}</th>
          <th scope="col">{t('exchange.columns.side')}</th>
          <th scope="col" className="cell-right">
            {t('exchange.columns.price')}
          </th>
          <th scope="col" className="cell-right">
            {t('exchange.columns.amount')}
          </th>
          <th scope="col" className="cell-right">
            {t('exchange.columns.filled')}
          </th>
          <th scope="col">{t('exchange.columns.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('exchange.columns.action')}</span>
          </th>
        </>
      }
    >
      {openOrderRows(orders).map(({ order, nested }) => (
        <tr key={order.id} className={nested ? 'orders-table__exit' : undefined}>
          <td className="num">{formatDateTime(order.created_at)}</td>
          <td>{order.pair}</td>
          <td>
            <OrderType order={order} />
          </td>
          <td>
            <SideBadge side={order.side} />
          </td>
          <td className="num cell-right">{orderPrice(order)}</td>
          <td className="num cell-right">{orderQuantity(order)}</td>
          <td className="num cell-right">{quantityOn(order.filled_volume, order.pair)}</td>
          <td>
            {stateOf(order) === 'waitingFill'
              ? t('exchange.waitingFill')
              : t(`exchange.orderStatus.${order.status}`)}
          </td>
          <td className="cell-right">
            <Button
              size="small"
              variant="ghost"
              busy={cancel.isPending && cancel.variables?.order_id === order.id}
              disabled={cancel.isPending}
              aria-label={t('exchange.cancelOrder', { id: String(order.id) })}
              onClick={() =>
                cancel.mutate(
                  { order_id: order.id },
                  { onSuccess: (result) => notify.success(result.message) },
                )
              }
            >
              {t('exchange.cancel')}
            </Button>
          </td>
        </tr>
      ))}
    </Table>
  );
}

function OrderRows({ orders }: { orders: readonly ExchangeOrder[] }) {
  const { t } = useTranslation();
  return (
    <Table
      caption={t('exchange.orderHistory')}
      head={
        <>
          <th scope="col">{t('exchange.columns.date')}</th>
          <th scope="col">{t('exchange.columns.type')}</th>
          <th scope="col">{t('exchange.columns.side')}</th>
          <th scope="col" className="cell-right">
            {t('exchange.columns.price')}
          </th>
          <th scope="col" className="cell-right">
            {t('exchange.columns.average')}
          </th>
          <th scope="col" className="cell-right">
            {t('exchange.columns.amount')}
          </th>
          <th scope="col" className="cell-right">
            {t('exchange.columns.filled')}
          </th>
          <th scope="col">{t('exchange.columns.status')}</th>
        </>
      }
    >
      {orders.map((order) => (
        <tr key={order.id}>
          <td className="num">{formatDateTime(order.created_at)}</td>
          <td>
            <OrderType order={order} />
          </td>
          <td>
            <SideBadge side={order.side} />
          </td>
          <td className="num cell-right">{orderPrice(order)}</td>
          <td className="num cell-right">
            {order.average_rate ? formatInr(order.average_rate, { symbol: true }) : '—'}
          </td>
          <td className="num cell-right">{orderQuantity(order)}</td>
          <td className="num cell-right">{quantityOn(order.filled_volume, order.pair)}</td>
          <td>
            {t(`exchange.orderStatus.${order.status}`)}
            {order.cancel_reason && order.cancel_reason !== 'user' ? (
              <span className="muted"> · {t(`exchange.cancelReasons.${order.cancel_reason}`)}</span>
            ) : null}
          </td>
        </tr>
      ))}
    </Table>
  );
}

function FillRows({ fills }: { fills: readonly ExchangeFill[] }) {
  const { t } = useTranslation();
  const coin = (fill: ExchangeFill) => fill.pair.split('-')[0] ?? '';
  const inr = (value: string) => formatInr(value, { symbol: true });
  return (
    <Table
      caption={t('exchange.tradeHistory')}
      head={
        <>
          <th scope="col">{t('exchange.columns.date')}</th>
          <th scope="col">{t('exchange.columns.side')}</th>
          <th scope="col" className="cell-right">
            {t('exchange.columns.price')}
          </th>
          <th scope="col" className="cell-right">
            {t('exchange.columns.amount')}
          </th>
          <th scope="col" className="cell-right">
            {t('exchange.columns.value')}
          </th>
          <th scope="col" className="cell-right">
            {t('exchange.columns.fee')}
          </th>
          <th scope="col" className="cell-right">
            {t('exchange.columns.gst')}
          </th>
          <th scope="col" className="cell-right">
            {t('exchange.columns.tds')}
          </th>
          <th scope="col">{t('exchange.columns.liquidity')}</th>
          <th scope="col">{t('exchange.columns.invoice')}</th>
        </>
      }
    >
      {fills.map((fill) => (
        <tr key={fill.id}>
          <td className="num">{formatDateTime(fill.created_at)}</td>
          <td>
            <SideBadge side={fill.side} />
          </td>
          <td className="num cell-right">{inr(fill.rate)}</td>
          <td className="num cell-right">{`${quantityOn(fill.volume, fill.pair)} ${coin(fill)}`}</td>
          <td className="num cell-right">{inr(fill.amount)}</td>
          <td className="num cell-right">{inr(fill.fee)}</td>
          <td className="num cell-right">{inr(fill.gst)}</td>
          <td className="num cell-right">{inr(fill.tds)}</td>
          <td>{t(`exchange.liquidity.${fill.liquidity}`)}</td>
          <td>
            <Link
              to={invoicePath({ source: 'trade', ref: `${fill.pair}:${fill.id}` })}
              aria-label={`Invoice of ${fill.pair} trade ${fill.id}`}
            >
              {t('exchange.columns.invoice')}
            </Link>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Drawn again only when its props change (not on every book delta). */
export const OrdersPanel = memo(OrdersPanelView);
