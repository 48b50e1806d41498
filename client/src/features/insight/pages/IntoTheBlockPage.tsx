// /in/into-the-block 'Into the Block': what the exchange's own trades and books say now — the pairs ranked by their
// 24-hour move, each pair's share of the day's rupees, how lopsided each book is within 2% of the price, and the
// daily rupee volume of the last 30 days. No header, footer, left menu or dock (§2): the page has its own top bar.
import { COINS } from '@sikka/shared/constants';
import { EXCHANGE_PAIRS } from '@sikka/shared/exchange/pairs';
import type { Ticker } from '@sikka/shared/exchange/schemas';
import {
  bookImbalance,
  IMBALANCE_BAND_BPS,
  percentUnits,
  rankMovers,
  volumeShares,
} from '@sikka/shared/insight/rules';
import { formatCoin, formatInr, toMinorUnits } from '@sikka/shared/money/amount';
import { exchangePath } from '@sikka/shared/routes/exchangeRoute';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../ui/Button.tsx';
import { CoinIcon } from '../../../ui/Icon.tsx';
import { FailedNotice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { StandaloneBar } from '../../../ui/StandaloneBar.tsx';
import { useDailyCandles, useInsightBooks, useInsightTickers, VOLUME_DAYS } from '../api/insight.ts';
import '../components/insight.css';

const VolumeChart = lazy(() => import('../components/VolumeChart.tsx'));
const COIN_ICON = { BTC: 'bitcoin', ETH: 'ether', USDT: 'usdt' } as const;
const coinOf = (pair: string) => COINS.find((coin) => pair.startsWith(`${coin}-`)) ?? 'BTC';

/** Basis points as a percentage with two decimals ('32.44%'). */
function bpsPercent(bps: number): string {
  const sign = bps < 0 ? '−' : '';
  const abs = Math.abs(bps);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}%`;
}

function Loading({ label, height }: { label: string; height: string }) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <Skeleton width="100%" height={height} />
    </div>
  );
}

export default function IntoTheBlockPage() {
  return (
    <div className="insight">
      <StandaloneBar>
        <Link to={exchangePath()} className={buttonClasses('secondary', { size: 'small' })}>
          Open the exchange
        </Link>
      </StandaloneBar>
      <section className="insight__main" aria-labelledby="insight-title">
        <h1 id="insight-title" className="insight__title">
          Into the Block
        </h1>
        <p className="insight__intro">
          What Sikka's own exchange says right now: who moved, where the rupees went, and which way each order
          book leans. Figures come from trades and orders on Sikka only and refresh every 15 seconds.
        </p>
        <Movers />
        <Books />
        <Volumes />
      </section>
    </div>
  );
}

function Movers() {
  const tickers = useInsightTickers();
  const data = tickers.data?.data;
  return (
    <section className="insight__card" aria-labelledby="movers-title">
      <h2 id="movers-title">Top movers · 24 hours</h2>
      {tickers.isError && !data ? (
        <FailedNotice title="The market could not be loaded." onRetry={() => void tickers.refetch()} />
      ) : !data ? (
        <Loading label="Loading the movers" height="9rem" />
      ) : (
        <MoversTable tickers={data} />
      )}
    </section>
  );
}

function MoversTable({ tickers }: { tickers: readonly Ticker[] }) {
  const shares = volumeShares(tickers);
  return (
    <div className="insight__scroll">
      <table className="insight__table">
        <caption className="visually-hidden">Pairs by their change over 24 hours, biggest rise first</caption>
        <thead>
          <tr>
            <th scope="col">Pair</th>
            <th scope="col">Last price</th>
            <th scope="col">24h change</th>
            <th scope="col">Rupees traded</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {rankMovers(tickers).map((ticker) => {
            const coin = coinOf(ticker.pair);
            const units = percentUnits(ticker.change);
            const tone = ticker.last === null || units === 0n ? '' : units > 0n ? 'up' : 'down';
            return (
              <tr key={ticker.pair}>
                <th scope="row">
                  <Link to={exchangePath(ticker.pair)} className="insight__pair">
                    <CoinIcon coin={COIN_ICON[coin]} size={24} />
                    {coin}/INR
                  </Link>
                </th>
                <td className="num">
                  {ticker.last === null ? 'No trades yet' : formatInr(ticker.last, { symbol: true })}
                </td>
                <td className={`num insight__change insight__change--${tone || 'flat'}`}>
                  {ticker.last === null
                    ? '—'
                    : `${units > 0n ? '▲ +' : units < 0n ? '▼ ' : ''}${ticker.change}%`}
                </td>
                <td className="num">{formatInr(ticker.amount, { symbol: true })}</td>
                <td className="num">{bpsPercent(shares.get(ticker.pair) ?? 0)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Books() {
  const books = useInsightBooks();
  return (
    <section className="insight__card" aria-labelledby="books-title">
      <h2 id="books-title">Order book imbalance · within {Number(IMBALANCE_BAND_BPS) / 100}% of the price</h2>
      <p className="insight__note">
        Rupees bid against rupees offered near the price: a book leaning to buyers has more waiting to buy
        than to sell.
      </p>
      <ul className="insight__books">
        {EXCHANGE_PAIRS.map((pair, i) => {
          const book = books[i];
          const coin = coinOf(pair);
          if (book?.isError && !book.data)
            return (
              <li key={pair}>
                <FailedNotice
                  title={`The ${coin} book could not be loaded.`}
                  onRetry={() => void book.refetch()}
                />
              </li>
            );
          if (!book?.data)
            return (
              <li key={pair}>
                <Loading label={`Loading the ${coin} book`} height="4rem" />
              </li>
            );
          const imbalance = bookImbalance(book.data, coin);
          const total = imbalance.bidValue + imbalance.askValue;
          const bidShare = total === 0n ? 50 : Number((imbalance.bidValue * 100n) / total);
          const leaning =
            imbalance.mid === null || total === 0n
              ? 'No orders near the price'
              : imbalance.imbalanceBps === 0
                ? 'Balanced'
                : `Leaning to ${imbalance.imbalanceBps > 0 ? 'buyers' : 'sellers'} by ${bpsPercent(Math.abs(imbalance.imbalanceBps))}`;
          return (
            <li key={pair} className="insight__book">
              <div className="insight__book-head">
                <span className="insight__pair">
                  <CoinIcon coin={COIN_ICON[coin]} size={24} />
                  {coin}/INR
                </span>
                <strong>{leaning}</strong>
              </div>
              <div
                className="insight__meter"
                role="img"
                aria-label={`${coin}: ${formatInr(imbalance.bidValue, { symbol: true })} bid, ${formatInr(imbalance.askValue, { symbol: true })} offered`}
              >
                <span className="insight__meter-bids" style={{ width: `${bidShare}%` }} />
              </div>
              <div className="insight__book-figures num">
                <span>Bids {formatInr(imbalance.bidValue, { symbol: true })}</span>
                <span>Asks {formatInr(imbalance.askValue, { symbol: true })}</span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Volumes() {
  const candles = useDailyCandles();
  return (
    <section className="insight__card" aria-labelledby="volumes-title">
      <h2 id="volumes-title">Daily rupee volume · last {VOLUME_DAYS} days</h2>
      <div className="insight__charts">
        {EXCHANGE_PAIRS.map((pair, i) => {
          const query = candles[i];
          const coin = coinOf(pair);
          const label = `${coin}/INR`;
          if (query?.isError && !query.data)
            return (
              <FailedNotice
                key={pair}
                title={`The ${coin} volume could not be loaded.`}
                onRetry={() => void query.refetch()}
              />
            );
          if (!query?.data) return <Loading key={pair} label={`Loading the ${coin} volume`} height="12rem" />;
          const days = query.data.data;
          const coins = days.reduce((sum, candle) => sum + toMinorUnits(candle.volume, coin), 0n);
          return (
            <div key={pair} className="insight__chart">
              <h3 className="insight__chart-title">
                {label}{' '}
                <span className="num">
                  · {formatCoin(coins, coin)} {coin}
                </span>
              </h3>
              {days.length === 0 ? (
                <p className="insight__note">No trades in the last {VOLUME_DAYS} days.</p>
              ) : (
                <Suspense fallback={<Loading label={`Loading the ${coin} chart`} height="10rem" />}>
                  <VolumeChart candles={days} label={label} />
                </Suspense>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
