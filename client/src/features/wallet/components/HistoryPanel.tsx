// History (§9, §2): deposits, withdrawals and orders; Today / Week / Month / Year; pages of 4 with
// 'From x to y of N', Previous and Next; the CSV export of what is shown and a link to the tax report; an empty
// list says what to do next.
import { type Asset, HISTORY_FILTERS } from '@sikka/shared/constants';
import { formatDateTime } from '@sikka/shared/format/date';
import { invoicePath } from '@sikka/shared/invoice/paths';
import { formatCoin, formatInr, formatMoney } from '@sikka/shared/money/amount';
import { INSTANT_PAGE, PATHS } from '@sikka/shared/routes/routeTable';
import { HISTORY_TYPES, type HistoryType } from '@sikka/shared/wallet/calls';
import type { TransferState } from '@sikka/shared/wallet/transferStates';
import { Tabs } from 'radix-ui';
import { type ReactNode, useEffect, useReducer } from 'react';
import { Link } from 'react-router-dom';
import { appErrorOf } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { buttonClasses } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { StateBadge } from '../../../ui/StateBadge.tsx';
import { useHistoryPage } from '../api/wallet.ts';
import { type HistoryDays, historyCsvHref, historyReducer, INITIAL_HISTORY } from '../utils/historyState.ts';

export function HistoryPanel({ balanceChanges }: { balanceChanges: number }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(historyReducer, INITIAL_HISTORY);
  const pages = useHistoryPage(state.type, { days: state.days, page: state.page });
  const query = pages[state.type];
  const { refetch } = query;
  // A balance changed (a deposit credited, an order filled, a withdrawal done): the list may have a new row.
  useEffect(() => {
    if (balanceChanges > 0) void refetch();
  }, [balanceChanges, refetch]);
  const total = query.data?.total ?? 0;
  const periodLabel = t(`wallet.periods.${state.days}` as 'wallet.periods.7');

  return (
    <section className="wallet__panel history" aria-labelledby="history-title">
      <div className="history__head">
        <h2 id="history-title" className="wallet__subtitle">
          {t('wallet.historyTitle')}
        </h2>
        <div className="history__actions">
          <Link className={buttonClasses('secondary', { size: 'small' })} to={PATHS.walletTax}>
            {t('wallet.taxReport')}
          </Link>
          <a className={buttonClasses('secondary', { size: 'small' })} href={historyCsvHref(state)} download>
            {t('wallet.exportCsv')}
          </a>
        </div>
      </div>
      <Tabs.Root
        value={state.type}
        onValueChange={(value) => dispatch({ type: 'show', list: value as HistoryType })}
      >
        <Tabs.List className="tabs-list" aria-label={t('wallet.historyTabs')}>
          {HISTORY_TYPES.map((type) => (
            <Tabs.Trigger key={type} value={type} className="tabs-list__tab">
              {t(`wallet.historyTypes.${type}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <ChoiceGroup
          className="history__filters"
          legend={t('wallet.period')}
          value={String(state.days)}
          onChange={(value) => dispatch({ type: 'filter', days: Number(value) as HistoryDays })}
          options={HISTORY_FILTERS.map((filter) => ({ value: String(filter.days), label: filter.label }))}
          size="small"
        />
        {HISTORY_TYPES.map((type) => (
          <Tabs.Content key={type} value={type} className="history__panel">
            {query.isError && !query.data ? (
              <FailedNotice title={t('wallet.historyFailed')} onRetry={() => void refetch()}>
                {appErrorOf(query.error).message}
              </FailedNotice>
            ) : !query.data ? (
              <div className="history__loading" role="status">
                <span className="visually-hidden">{t('wallet.historyLoading')}</span>
                {[0, 1, 2, 3].map((row) => (
                  <Skeleton key={row} width="100%" height="2.25rem" />
                ))}
              </div>
            ) : query.data.data.length === 0 ? (
              <EmptyHistory type={type} period={periodLabel} />
            ) : type === 'deposits' && pages.deposits.data ? (
              <DepositRows rows={pages.deposits.data.data} />
            ) : type === 'withdrawals' && pages.withdrawals.data ? (
              <WithdrawalRows rows={pages.withdrawals.data.data} />
            ) : type === 'orders' && pages.orders.data ? (
              <OrderRows rows={pages.orders.data.data} />
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {total === 0 ? null : (
        <Pagination
          page={state.page}
          total={total}
          form="long"
          label={t('wallet.pagination')}
          busy={query.isFetching}
          onPage={(page) => dispatch(page < state.page ? { type: 'previous' } : { type: 'next', total })}
        />
      )}
    </section>
  );
}

function EmptyHistory({ type, period }: { type: HistoryType; period: string }) {
  const { t } = useTranslation();
  const action =
    type === 'orders' ? (
      <Link className={buttonClasses('primary', { size: 'small' })} to={INSTANT_PAGE.BTC}>
        {t('wallet.emptyOrdersAction')}
      </Link>
    ) : type === 'deposits' ? (
      <Link className={buttonClasses('primary', { size: 'small' })} to={`${PATHS.wallet}/deposit`}>
        {t('dashboard.depositInr')}
      </Link>
    ) : (
      <Link className={buttonClasses('primary', { size: 'small' })} to={`${PATHS.wallet}/withdraw`}>
        {t('wallet.tabs.withdraw')}
      </Link>
    );
  return (
    <Notice tone="info" title={t(`wallet.empty.${type}`, { period })} actions={action}>
      {t(`wallet.emptyNext.${type}`)}
    </Notice>
  );
}

type Rows<K extends 'deposits' | 'withdrawals' | 'orders'> = NonNullable<
  ReturnType<typeof useHistoryPage>[K]['data']
>['data'];

type ColumnKey =
  | 'date'
  | 'asset'
  | 'amount'
  | 'channel'
  | 'to'
  | 'status'
  | 'side'
  | 'quantity'
  | 'price'
  | 'total'
  | 'invoice';

/** One column of a history table: its header, whether its figures align right, and its cell. */
interface Column<Row> {
  key: ColumnKey;
  right?: boolean;
  className?: string;
  cell: (row: Row) => ReactNode;
}

/** A history table; on phones each row becomes a card whose cells carry their column's name (data-label). */
function HistoryTable<Row extends { id: string | number }>(props: {
  type: HistoryType;
  rows: readonly Row[];
  columns: ReadonlyArray<Column<Row>>;
}) {
  const { t } = useTranslation();
  const label = (key: ColumnKey) => t(`wallet.columns.${key}`);
  const cellClass = (column: Column<Row>) =>
    [column.className, column.right ? 'cell-right' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <table className="wallet-table history__table">
      <caption className="visually-hidden">{t(`wallet.historyTypes.${props.type}`)}</caption>
      <thead>
        <tr>
          {props.columns.map((column) => (
            <th key={column.key} scope="col" className={column.right ? 'cell-right' : undefined}>
              {label(column.key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.id}>
            {props.columns.map((column) => (
              <td key={column.key} className={cellClass(column)} data-label={label(column.key)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const dateColumn = {
  key: 'date',
  className: 'num',
  cell: (row: { created_at: string }) => formatDateTime(row.created_at),
} as const;
const statusColumn = {
  key: 'status',
  cell: (row: { status: TransferState }) => <StateBadge state={row.status} />,
} as const;
const transferColumns = [
  dateColumn,
  { key: 'asset', cell: (row: { coin: string }) => row.coin },
  {
    key: 'amount',
    className: 'num',
    right: true,
    cell: (row: { amount: string; coin: Asset }) => formatMoney(row.coin, row.amount),
  },
] as const;

function DepositRows({ rows }: { rows: Rows<'deposits'> }) {
  const { t } = useTranslation();
  return (
    <HistoryTable
      type="deposits"
      rows={rows}
      columns={[
        ...transferColumns,
        {
          key: 'channel',
          cell: (row) =>
            t(`wallet.channels.${row.channel}` as 'wallet.channels.UPI', { defaultValue: row.channel }),
        },
        statusColumn,
      ]}
    />
  );
}

function WithdrawalRows({ rows }: { rows: Rows<'withdrawals'> }) {
  return (
    <HistoryTable
      type="withdrawals"
      rows={rows}
      columns={[
        ...transferColumns,
        { key: 'to', className: 'history__destination', cell: (row) => row.destination },
        statusColumn,
      ]}
    />
  );
}

function OrderRows({ rows }: { rows: Rows<'orders'> }) {
  const { t } = useTranslation();
  return (
    <HistoryTable
      type="orders"
      rows={rows}
      columns={[
        dateColumn,
        {
          key: 'side',
          cell: (row) => (
            <span className={`side-badge side-badge--${row.side}`}>
              {row.side === 'buy' ? t('instant.buy') : t('instant.sell')}
            </span>
          ),
        },
        {
          key: 'quantity',
          className: 'num',
          right: true,
          cell: (row) => `${formatCoin(row.quantity, row.coin)} ${row.coin}`,
        },
        {
          key: 'price',
          className: 'num',
          right: true,
          cell: (row) => formatInr(row.price, { symbol: true }),
        },
        {
          key: 'total',
          className: 'num',
          right: true,
          cell: (row) => formatInr(row.total, { symbol: true }),
        },
        {
          key: 'invoice',
          cell: (row) => (
            <Link
              to={invoicePath({ source: 'instant', ref: String(row.id) })}
              aria-label={`Invoice of order ${row.id}`}
            >
              {t('wallet.columns.invoice')}
            </Link>
          ),
        },
      ]}
    />
  );
}
