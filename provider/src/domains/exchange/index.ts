// The exchange domain: the order-book core (engines per pair, the journal, settlement), its market data, the
// market makers of the embedded default, and §7's exchange calls.
import { exchangeRates } from '@sikka/shared/exchange/charges';
import { pairOf } from '@sikka/shared/exchange/pairs';
import fp from 'fastify-plugin';
import { publishIfWatched } from '../../platform/platform.ts';
import { registerExchangeRoutes } from './exchangeRoutes.ts';
import { ExchangeService } from './exchangeService.ts';
import { MakerTrades } from './makerTrades.ts';
import { MarketData, openOrdersEvent } from './marketData.ts';
import { seedMarketHistory } from './marketHistory.ts';
import { MarketMaker } from './marketMaker.ts';
import { MarketRelay } from './marketRelay.ts';
import { PairOwnership } from './pairOwnership.ts';

/** How often a process looks for pairs it may take (a dead owner's pairs are taken within this and a rebuild). */
const OWNERSHIP_POLL_MS = 250;

export const exchangeDomain = fp(
  async (app) => {
    const { platform, market, marketFeed: feed } = app;
    const { db, clock, config, stream, events, log, serve } = platform;
    const ownership = new PairOwnership(
      db,
      {
        preferred: config.EXCHANGE_PAIRS_OWNED,
        address: config.EXCHANGE_ADDRESS,
        pollMs: OWNERSHIP_POLL_MS,
        takeoverAfterMs: config.EXCHANGE_TAKEOVER_AFTER_MS,
      },
      log,
    );
    const relay = new MarketRelay(db, log);
    const exchange = new ExchangeService(
      db,
      clock,
      {
        rates: exchangeRates(config.FEE_SCHEDULE),
        bandPercent: 10,
        snapshotEvery: 10_000,
        maxBatch: 1_000,
        pipelineMin: 32,
      },
      (userId) => publishIfWatched(platform, userId),
      new MarketData(db, stream),
      events,
      ownership,
      relay,
      log,
    );
    stream.definePrivateState((userId) => openOrdersEvent(db, userId), 'orders');
    market.followExchange((coin) => exchange.market.referencePaise(pairOf(coin)));
    const marketMaker =
      config.MARKET_MAKERS === 'on' ? new MarketMaker(db, exchange, feed, config.MARKET_TICK_MS, log) : null;
    const makerTrades =
      config.MARKET_TRADE_MS > 0
        ? new MakerTrades(db, exchange, feed, config.MARKET_TRADE_MS, config.MARKET_SEED, log)
        : null;
    registerExchangeRoutes(serve, platform, exchange, ownership);
    platform.lifecycle.add({
      async start() {
        // Listening before the views are read: a trade committed while they are read is told, not lost.
        await relay.start({
          market: exchange.market,
          owns: (pair) => exchange.owns(pair),
          walletsChanged: (userId) => publishIfWatched(platform, userId),
          reload: (pair) => exchange.reloadView(pair),
        });
        await exchange.start();
        if (config.MARKET_HISTORY === 'on')
          await seedMarketHistory({ exchange, feed, clock, seed: config.MARKET_SEED, log });
        await marketMaker?.start();
        await makerTrades?.start();
      },
      async stop() {
        marketMaker?.stop();
        makerTrades?.stop();
        await relay.stop();
        await exchange.stop();
      },
    });
  },
  { name: 'exchange', dependencies: ['market'] },
);
