// The trading screen of one pair (/in/exchange/{quote}/{base}): the pair bar and 24-hour ticker, the chart, the live
// order book and trades (the market's or the person's own), the order form, and the person's orders. Laptops see it
// all at once; below 800 px the chart, book, trades and form are tabs, and below 768 px a Buy and Sell bar stays at
// the bottom (above the §2 mobile dock where it shows) and opens the form on that side. Visitors see the market with
// Log In in the form's place.

import type { OrderSide } from '@sikka/shared/exchange/orderTerms';
import { pairConfig } from '@sikka/shared/exchange/pairs';
import type { Pair } from '@sikka/shared/routes/exchangeRoute';
import type { VerificationFields } from '@sikka/shared/user/verification';
import type { Wallets } from '@sikka/shared/wallet/schemas';
import { Tabs } from 'radix-ui';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useDeviceClass } from '../../../lib/useDeviceClass.ts';
import { Button } from '../../../ui/Button.tsx';
import { useTickers } from '../api/exchange.ts';
import { useLiveBook } from '../api/useLiveBook.ts';
import { useLiveOrders } from '../api/useLiveOrders.ts';
import { useLiveTrades } from '../api/useLiveTrades.ts';
import { liveBadgeOf, useMarketNow } from '../hooks/useMarketNow.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { MarketsPanel } from './MarketsPanel.tsx';
import { OrderBookPanel } from './OrderBookPanel.tsx';
import { OrderEntry } from './OrderEntry.tsx';
import { PairBar } from './PairBar.tsx';
import { TradesPanel } from './TradesPanel.tsx';
import './exchangeScreen.css';
import './chartAndBook.css';
import './formAndOrders.css';
import './marketsAndActions.css';

// A signed-in person's orders and history, below the trading grid: their code (and the date formatting it uses)
// loads with the first render of someone signed in, never for a visitor.
const OrdersPanel = lazy(() =>
  import('./OrdersPanel.tsx').then((module) => ({ default: module.OrdersPanel })),
);

interface ExchangeScreenProps {
  pair: Pair;
  signedIn: boolean;
  user: VerificationFields | null;
  userLoading: boolean;
  /** The signed-in person's live wallets (the wallet feature's, composed by the route); null until known. */
  wallets: Wallets | null;
}

type MobileTab = 'chart' | 'book' | 'trades' | 'form';

export default function ExchangeScreen({ pair, signedIn, user, userLoading, wallets }: ExchangeScreenProps) {
  const { t } = useTranslation();
  const config = pairConfig(pair);
  const device = useDeviceClass();
  const laptop = device === 'laptop';
  const tickers = useTickers();
  const book = useLiveBook(pair);
  const trades = useLiveTrades(pair);
  const [picked, setPicked] = useState<{ rate: string; at: number } | null>(null);
  const [sideRequest, setSideRequest] = useState<{ side: OrderSide; at: number } | null>(null);
  const [mobileTab, setMobileTab] = useState<MobileTab>('chart');
  const tabs = useRef<HTMLDivElement>(null);

  const openOrders = useLiveOrders(signedIn);

  const { rates, market, last } = useMarketNow(pair, book.book, trades.trades, tickers.data?.data ?? null);
  const inr = wallets?.INR.available;
  const coinAvailable = wallets?.[config.coin].available;
  const available = useMemo(
    () => (inr !== undefined && coinAvailable !== undefined ? { inr, coin: coinAvailable } : null),
    [inr, coinAvailable],
  );
  const retryOpen = useCallback(() => void openOrders.refetch(), [openOrders.refetch]);
  const live = liveBadgeOf(book.status);

  const pick = useCallback(
    (rate: string) => {
      setPicked({ rate, at: Date.now() });
      if (!laptop) setMobileTab('form');
    },
    [laptop],
  );

  // The phone's Buy and Sell bar: the form's tab on that side, scrolled into view once it shows.
  const openForm = useCallback((side: OrderSide) => {
    setSideRequest({ side, at: Date.now() });
    setMobileTab('form');
    requestAnimationFrame(() => tabs.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
  }, []);

  const chart = <ChartPanel config={config} book={book.book} />;
  const markets = <MarketsPanel pair={pair} tickers={tickers.data?.data ?? null} signedIn={signedIn} />;
  const bookPanel = (
    <OrderBookPanel
      config={config}
      book={book.book}
      status={book.status}
      last={last}
      rows={laptop ? 12 : 10}
      onPick={pick}
    />
  );
  const tradesPanel = (
    <TradesPanel
      config={config}
      trades={trades.trades}
      status={trades.feed.status}
      rows={laptop ? 16 : 20}
      signedIn={signedIn}
    />
  );
  const entry = (
    <OrderEntry
      config={config}
      rates={rates}
      market={market}
      signedIn={signedIn}
      user={user}
      userLoading={userLoading}
      available={available}
      picked={picked}
      sideRequest={sideRequest}
    />
  );

  return (
    <div className="exchange">
      <PairBar pair={pair} tickers={tickers.data?.data ?? null} live={live} />
      {laptop ? (
        <div className="exchange__grid">
          <div className="exchange__chart">{chart}</div>
          <div className="exchange__book exchange__side">
            {markets}
            {bookPanel}
          </div>
          <div className="exchange__trades">{tradesPanel}</div>
          <div className="exchange__form">{entry}</div>
        </div>
      ) : (
        <Tabs.Root
          ref={tabs}
          value={mobileTab}
          onValueChange={(value) => setMobileTab(value as MobileTab)}
          className="exchange__tabs"
        >
          <Tabs.List className="exchange__tablist" aria-label={t('exchange.sections')}>
            {(['chart', 'book', 'trades', 'form'] as const).map((tab) => (
              <Tabs.Trigger key={tab} value={tab} className="exchange__tab">
                {t(`exchange.tabs.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="chart">{chart}</Tabs.Content>
          <Tabs.Content value="book" className="exchange__side">
            {markets}
            {bookPanel}
          </Tabs.Content>
          <Tabs.Content value="trades">{tradesPanel}</Tabs.Content>
          {/* The form keeps what was typed while another tab is shown. */}
          <Tabs.Content value="form" forceMount hidden={mobileTab !== 'form'}>
            {entry}
          </Tabs.Content>
        </Tabs.Root>
      )}
      {signedIn ? (
        <Suspense fallback={null}>
          <OrdersPanel
            pair={pair}
            open={openOrders.data?.data ?? null}
            openFailed={openOrders.isError}
            onRetryOpen={retryOpen}
          />
        </Suspense>
      ) : null}
      {laptop ? null : (
        // Shown below 768 px only (marketsAndActions.css); the page is padded so it never covers the last content.
        <fieldset className="exchange-actions">
          <legend className="visually-hidden">{t('exchange.quickTrade', { coin: config.coin })}</legend>
          <Button className="exchange-actions__buy" onClick={() => openForm('buy')}>
            {t('exchange.buy')}
          </Button>
          <Button className="exchange-actions__sell" onClick={() => openForm('sell')}>
            {t('exchange.sell')}
          </Button>
        </fieldset>
      )}
    </div>
  );
}
