// One coin's live price card: buy and sell prices, the 24-hour change with sign and colour, a small chart of the
// last 24 hours, the exchange's day (high, low, volume, turnover), and quick links to buy and sell it.
import type { Coin } from '@sikka/shared/constants';
import type { Ticker } from '@sikka/shared/exchange/schemas';
import type { CoinPriceEntry } from '@sikka/shared/market/schemas';
import { INSTANT_PAGE } from '@sikka/shared/routes/routeTable';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { buttonClasses } from '../../../ui/Button.tsx';
import { CoinIcon } from '../../../ui/Icon.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { priceCardView } from '../utils/priceCard.ts';
import type { PricePoint } from '../utils/priceHistory.ts';
import './market.css';

const PriceChart = lazy(() => import('./PriceChart.tsx'));

const COIN_ICON = { BTC: 'bitcoin', ETH: 'ether', USDT: 'usdt' } as const;

interface PriceCardProps {
  coin: Coin;
  entry: CoinPriceEntry | null;
  points: readonly PricePoint[];
  /** The coin's rupee pair on the exchange over the last 24 hours; null while unknown. */
  ticker: Ticker | null;
  /** The day's figures could not be read: they show a dash rather than wait. */
  tickerFailed: boolean;
  /** The stream is not live: the figures are the last known ones. */
  stale: boolean;
}

export function PriceCard({ coin, entry, points, ticker, tickerFailed, stale }: PriceCardProps) {
  const { t } = useTranslation();
  const view = entry ? priceCardView(coin, entry, ticker) : null;
  const dayFigure = (key: 'high' | 'low' | 'volume' | 'turnover', label: string) => (
    <div>
      <dt>{label}</dt>
      <dd className="num">
        {view?.day ? (view.day[key] ?? '—') : tickerFailed ? '—' : <Skeleton width="5.5rem" />}
      </dd>
    </div>
  );
  const titleId = `price-card-${coin}`;
  const name = t(`coins.${coin}`);
  return (
    <article
      className={['price-card', stale && view ? 'price-card--stale' : ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <header className="price-card__head">
        <CoinIcon coin={COIN_ICON[coin]} size={32} />
        <h3 id={titleId} className="price-card__title">
          {name} <span className="price-card__symbol">{coin}</span>
        </h3>
        {view ? (
          <span className={`price-card__change price-card__change--${view.change.direction}`}>
            <span className="visually-hidden">{t('dashboard.change24hLabel')} </span>
            <span aria-hidden="true">
              {view.change.direction === 'down' ? '▼' : view.change.direction === 'up' ? '▲' : '•'}
            </span>{' '}
            <span className="num">{view.change.text}</span>
          </span>
        ) : null}
      </header>
      <dl className="price-card__prices">
        <div>
          <dt>{t('dashboard.buyPrice')}</dt>
          <dd className="num">{view ? view.buy : <Skeleton width="8rem" height="1.5rem" />}</dd>
        </div>
        <div>
          <dt>{t('dashboard.sellPrice')}</dt>
          <dd className="num">{view ? view.sell : <Skeleton width="8rem" height="1.5rem" />}</dd>
        </div>
      </dl>
      <div className="price-card__chart">
        {points.length > 0 && view ? (
          <Suspense fallback={<Skeleton width="100%" height="100%" />}>
            <PriceChart
              points={points}
              direction={view.change.direction}
              label={t('dashboard.chartLabel', { coin: name })}
            />
          </Suspense>
        ) : (
          <Skeleton width="100%" height="100%" />
        )}
      </div>
      <dl className="price-card__day">
        {dayFigure('high', t('dashboard.high24h'))}
        {dayFigure('low', t('dashboard.low24h'))}
        {dayFigure('volume', t('dashboard.volume24h'))}
        {dayFigure('turnover', t('dashboard.turnover24h'))}
      </dl>
      <div className="price-card__actions">
        <Link className={buttonClasses('primary', { size: 'small' })} to={`${INSTANT_PAGE[coin]}?side=buy`}>
          {t('dashboard.buyCoin', { coin })}
        </Link>
        <Link
          className={buttonClasses('secondary', { size: 'small' })}
          to={`${INSTANT_PAGE[coin]}?side=sell`}
        >
          {t('dashboard.sellCoin', { coin })}
        </Link>
      </div>
    </article>
  );
}
