// The pair's recent trades, newest first: price coloured by the taker's side, quantity at the lot's decimals, time; or, switched to My
// trades, the signed-in person's own fills on this pair (exchange.tradeHistory, newest first, kept fresh by their
// orders channel), price coloured by their side. Visitors see My trades disabled and a link to log in.
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import type { PublicTrade } from '@sikka/shared/exchange/schemas';
import { formatInr } from '@sikka/shared/money/amount';
import { authPagePath } from '@sikka/shared/routes/authQuery';
import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { LiveStatus } from '../../../lib/realtime/liveFeed.ts';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { LiveBadge } from '../../../ui/LiveBadge.tsx';
import { FailedNotice } from '../../../ui/Notice.tsx';
import { useMyTrades } from '../api/exchange.ts';
import { inLots } from '../utils/figures.ts';
import { SkeletonRows } from './SkeletonRows.tsx';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short' });

/** A row of either list: the market's trades are the taker's side; the person's fills are their own side. */
interface Row {
  key: number;
  rate: string;
  volume: string;
  side: 'buy' | 'sell';
  time: number;
}

type Show = 'market' | 'mine';

interface TradesPanelProps {
  config: PairConfig;
  trades: readonly PublicTrade[] | null;
  status: LiveStatus;
  rows: number;
  signedIn: boolean;
}

/** The skeleton's cell widths: a price, an amount and a time, about as wide as the figures. */
const TRADE_CELLS = ['10ch', '7ch', '8ch'] as const;

function TradesPanelView({ config, trades, status, rows, signedIn }: TradesPanelProps) {
  const { t } = useTranslation();
  const { pair, coin } = config;
  const [show, setShow] = useState<Show>('market');
  const mine = show === 'mine' && signedIn;
  const myTrades = useMyTrades(pair, rows, mine);
  const title = mine ? t('exchange.myTradesTitle') : t('exchange.tradesTitle');

  const list: readonly Row[] | null = mine
    ? (myTrades.data?.data.map((fill) => ({
        key: fill.id,
        rate: fill.rate,
        volume: fill.volume,
        side: fill.side,
        time: Date.parse(fill.created_at),
      })) ?? null)
    : (trades?.map((trade) => ({ key: trade.id, ...trade })) ?? null);
  const today = new Date().toDateString();
  const when = (time: number) =>
    mine && new Date(time).toDateString() !== today ? dayFormat.format(time) : timeFormat.format(time);

  return (
    <section className="exchange-panel trades-panel" aria-label={title}>
      <div className="exchange-panel__head">
        <h2 className="exchange-panel__title">{title}</h2>
        {!mine && (status === 'reconnecting' || status === 'refused') ? (
          <LiveBadge state={status} label={t(`exchange.status.${status}`)} />
        ) : null}
        <ChoiceGroup
          className="trades-panel__show"
          legend={t('exchange.tradesShow')}
          legendHidden
          size="small"
          value={mine ? 'mine' : 'market'}
          onChange={setShow}
          options={[
            { value: 'market', label: t('exchange.tradesMarket') },
            { value: 'mine', label: t('exchange.tradesMine'), disabled: !signedIn },
          ]}
        />
      </div>
      {signedIn ? null : (
        <p className="trades-panel__hint">
          <Link to={authPagePath('login')}>{t('exchange.tradesLogIn')}</Link>
        </p>
      )}
      {mine && myTrades.isError && !myTrades.data ? (
        <FailedNotice title={t('exchange.myTradesFailed')} onRetry={() => void myTrades.refetch()} />
      ) : list !== null && list.length === 0 ? (
        <p className="exchange-panel__empty">
          {mine ? t('exchange.myTradesEmpty') : t('exchange.tradesEmpty')}
        </p>
      ) : (
        // While the trades are on their way, the table's head with a bar for each row it will have.
        <div role={list === null ? 'status' : undefined}>
          {list === null ? (
            <span className="visually-hidden">
              {mine ? t('exchange.myTradesLoading') : t('exchange.tradesLoading')}
            </span>
          ) : null}
          <table className="book-table trades-table" aria-hidden={list === null ? true : undefined}>
            {list === null ? null : <caption className="visually-hidden">{title}</caption>}
            <thead>
              <tr>
                <th scope="col">{t('exchange.price')}</th>
                <th scope="col" className="cell-right">
                  {t('exchange.amountIn', { coin })}
                </th>
                <th scope="col" className="cell-right">
                  {t('exchange.time')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list === null ? (
                <SkeletonRows count={rows} widths={TRADE_CELLS} />
              ) : (
                list.slice(0, rows).map((row) => (
                  <tr key={row.key} className={`trade-row trade-row--${row.side}`}>
                    <td className="num trade-row__price">
                      <span className="visually-hidden">
                        {row.side === 'buy' ? t('exchange.buy') : t('exchange.sell')}{' '}
                      </span>
                      {formatInr(row.rate)}
                    </td>
                    <td className="num cell-right">{inLots(row.volume, config)}</td>
                    <td className="num cell-right muted">{when(row.time)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Drawn again only when its props change (not on every book delta). */
export const TradesPanel = memo(TradesPanelView);
