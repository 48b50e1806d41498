// The pair's recent trades, newest first: price coloured by the taker's side, quantity at the lot's decimals, time.

import type { PairConfig } from '@sikka/shared/exchange/pairs';
import type { PublicTrade } from '@sikka/shared/exchange/schemas';
import { formatInr } from '@sikka/shared/money/amount';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../../../lib/realtime/liveFeed.ts';
import { LiveBadge } from '../../../ui/LiveBadge.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { inLots } from '../utils/figures.ts';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

function TradesPanelView({
  config,
  trades,
  status,
  rows,
}: {
  config: PairConfig;
  trades: readonly PublicTrade[] | null;
  status: LiveStatus;
  rows: number;
}) {
  const { t } = useTranslation();
  const coin = config.coin;
  return (
    <section className="exchange-panel trades-panel" aria-label={t('exchange.tradesTitle')}>
      <div className="exchange-panel__head">
        <h2 className="exchange-panel__title">{t('exchange.tradesTitle')}</h2>
        {status === 'reconnecting' || status === 'refused' ? (
          <LiveBadge state={status} label={t(`exchange.status.${status}`)} />
        ) : null}
      </div>
      {trades === null ? (
        <div className="book-panel__loading" role="status">
          <span className="visually-hidden">{t('exchange.tradesLoading')}</span>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={`row-${i.toString()}`} width="100%" height="1.1rem" />
          ))}
        </div>
      ) : trades.length === 0 ? (
        <p className="exchange-panel__empty">{t('exchange.tradesEmpty')}</p>
      ) : (
        <table className="book-table trades-table">
          <caption className="visually-hidden">{t('exchange.tradesTitle')}</caption>
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
            {trades.slice(0, rows).map((trade) => (
              <tr key={trade.id} className={`trade-row trade-row--${trade.side}`}>
                <td className="num trade-row__price">
                  <span className="visually-hidden">
                    {trade.side === 'buy' ? t('exchange.buy') : t('exchange.sell')}{' '}
                  </span>
                  {formatInr(trade.rate)}
                </td>
                <td className="num cell-right">{inLots(trade.volume, config)}</td>
                <td className="num cell-right muted">{timeFormat.format(trade.time)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Drawn again only when its props change (not on every book delta). */
export const TradesPanel = memo(TradesPanelView);
