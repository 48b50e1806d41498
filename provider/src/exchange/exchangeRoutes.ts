// The exchange's provider calls (shared/src/exchange/calls.ts): placing and cancelling (§6 verified only, an
// idempotency key), the person's orders and fills with §9 filters, and the public market data.
import { DEFAULT_PAGE_SIZE } from '@sikka/shared/constants';
import { EXCHANGE_EXPORT_PATH } from '@sikka/shared/exchange/calls';
import { candlesQuerySchema } from '@sikka/shared/exchange/candles';
import { ORDER_NOT_FOUND } from '@sikka/shared/exchange/messages';
import {
  EXCHANGE_PAIRS,
  PAIR_CONFIGS,
  type Pair,
  pairOf,
  rateToTicks,
  volumeToLots,
} from '@sikka/shared/exchange/pairs';
import {
  byVolume,
  cancelAllRequestSchema,
  cancelOrderRequestSchema,
  depthQuerySchema,
  type ExchangeFill,
  type ExchangeOrder,
  exchangeExportQuerySchema,
  exchangeHistoryQuerySchema,
  openOrdersQuerySchema,
  orderQuerySchema,
  orderSide,
  type PairInfo,
  placeOrderRequestSchema,
  recentTradesQuerySchema,
  tickerQuerySchema,
} from '@sikka/shared/exchange/schemas';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { requireSession } from '../auth/guards.ts';
import { fieldErrorOn, HttpError, messageError } from '../http/errors.ts';
import { parseWith } from '../http/parse.ts';
import type { Services } from '../services.ts';
import { formatIndiaDateTime, positiveAmount } from '../wallet/amounts.ts';
import { toCsv } from '../wallet/history.ts';
import { requireVerified } from '../wallet/permission.ts';
import type { ExchangeService } from './exchangeService.ts';
import type { PlaceCommand } from './order.ts';
import { fillRecord } from './records.ts';

const EXPORT_MAX_ROWS = 10_000;

function checked<T>(result: { ok: true; value: T } | { ok: false; message: string }, field: string): T {
  if (!result.ok) throw fieldErrorOn(field, result.message);
  return result.value;
}

/** The place request as the engine's command; every §5 and pair rule refused on its field. */
function commandOf(body: ReturnType<typeof placeOrderRequestSchema.parse>): {
  pair: Pair;
  command: Omit<PlaceCommand, 'id' | 'time'>;
} {
  const pair = pairOf(body.coin);
  const config = PAIR_CONFIGS[pair];
  const kind = body.advance_order_type;
  const ticks =
    body.rate != null && kind !== 'MARKET' && kind !== 'STOP_LOSS'
      ? checked(rateToTicks(body.rate, config), 'rate')
      : 0;
  const trigger =
    body['trigger-price'] != null && (kind === 'STOP_LIMIT' || kind === 'STOP_LOSS')
      ? checked(rateToTicks(body['trigger-price'], config), 'trigger-price')
      : 0;
  const amount = byVolume(body.unit);
  const lots = amount ? checked(volumeToLots(body.volume ?? '', config), 'volume') : 0;
  const budget = amount ? 0 : Number(positiveAmount(body.total_amount ?? '', 'INR', 'total_amount'));
  const ladder = kind === 'LADDER';
  return {
    pair,
    command: {
      userId: 0,
      side: orderSide(body.order_type),
      kind,
      ticks,
      lots,
      budget,
      triggerTicks: trigger,
      ioc: body.time_in_force === 'IOC',
      postOnly: body.post_only,
      ladderEndTicks: ladder
        ? checked(rateToTicks(body.ladder_end_rate ?? '', config), 'ladder_end_rate')
        : 0,
      ladderCount: ladder ? (body.ladder_orders ?? 0) : 0,
      ladderWeighted: ladder && body.ladder_distribution === 'weighted',
    },
  };
}

interface HistoryFilter {
  userId: number;
  days: number;
  pair?: Pair;
}

async function orderPage(services: Services, filter: HistoryFilter, limit: number, offset: number) {
  const since = new Date(services.clock.now().getTime() - filter.days * 86_400_000);
  const where = sql`user_id = ${filter.userId} and created_at >= ${since} and (${filter.pair ?? null}::text is null or pair = ${filter.pair ?? null})`;
  const rows = await sql<{ record: ExchangeOrder }>`
    select record from exchange_orders where ${where} order by created_at desc, id desc limit ${limit} offset ${offset}`.execute(
    services.db,
  );
  const total = await sql<{
    n: string;
  }>`select count(*)::text as n from exchange_orders where ${where}`.execute(services.db);
  return { data: rows.rows.map((row) => row.record), total: Number(total.rows[0]?.n ?? 0) };
}

interface TradeRow {
  pair: Pair;
  id: string;
  at: Date;
  taker_side: 'buy' | 'sell';
  rate: string;
  volume: string;
  value: string;
  maker_order: string;
  taker_order: string;
  maker_user: number;
  maker_fee: string;
  maker_gst: string;
  maker_tds: string;
  taker_fee: string;
  taker_gst: string;
  taker_tds: string;
}

async function tradePage(services: Services, filter: HistoryFilter, limit: number, offset: number) {
  const since = new Date(services.clock.now().getTime() - filter.days * 86_400_000);
  const where = sql`(maker_user = ${filter.userId} or taker_user = ${filter.userId}) and at >= ${since}
    and (${filter.pair ?? null}::text is null or pair = ${filter.pair ?? null})`;
  const rows = await sql<TradeRow>`
    select pair, id::text as id, at, taker_side, rate::text as rate, volume::text as volume, value::text as value,
      maker_order::text as maker_order, taker_order::text as taker_order, maker_user, maker_fee::text as maker_fee,
      maker_gst::text as maker_gst, maker_tds::text as maker_tds, taker_fee::text as taker_fee,
      taker_gst::text as taker_gst, taker_tds::text as taker_tds
    from exchange_trades where ${where} order by exchange_trades.at desc, exchange_trades.id desc limit ${limit} offset ${offset}`.execute(
    services.db,
  );
  const total = await sql<{
    n: string;
  }>`select count(*)::text as n from exchange_trades where ${where}`.execute(services.db);
  const data: ExchangeFill[] = rows.rows.map((row) => {
    const maker = row.maker_user === filter.userId;
    const takerSide = row.taker_side;
    return fillRecord(
      {
        tradeId: Number(row.id),
        orderId: Number(maker ? row.maker_order : row.taker_order),
        side: maker ? (takerSide === 'buy' ? 'sell' : 'buy') : takerSide,
        ticks: Number(row.rate),
        lots: Number(row.volume),
        value: Number(row.value),
        fee: Number(maker ? row.maker_fee : row.taker_fee),
        gst: Number(maker ? row.maker_gst : row.taker_gst),
        tds: Number(maker ? row.maker_tds : row.taker_tds),
        maker,
        time: row.at.getTime(),
      },
      PAIR_CONFIGS[row.pair],
    );
  });
  return { data, total: Number(total.rows[0]?.n ?? 0) };
}

export function registerExchangeRoutes(
  app: FastifyInstance,
  services: Services,
  exchange: ExchangeService,
): void {
  const { market } = exchange;

  app.post('/exchange/orders', async (request, reply) => {
    const session = await requireSession(services, request);
    requireVerified(session.user);
    const body = parseWith(placeOrderRequestSchema, request.body);
    const { pair, command } = commandOf(body);
    const { idempotency_key: key, ...rest } = body;
    const answer = await exchange.place(session.userId, key, rest, pair, {
      ...command,
      userId: session.userId,
    });
    return reply.code(answer.status).send(answer.body);
  });

  app.post('/exchange/orders/cancel', async (request) => {
    const session = await requireSession(services, request);
    const { order_id } = parseWith(cancelOrderRequestSchema, request.body);
    try {
      return (await exchange.cancel(session.userId, order_id)).body;
    } catch (error) {
      if (error instanceof HttpError && error.status === 404)
        throw await exchange.cancelRefusal(session.userId, order_id);
      throw error;
    }
  });

  app.post('/exchange/orders/cancel-all', async (request) => {
    const session = await requireSession(services, request);
    const { pair } = parseWith(cancelAllRequestSchema, request.body);
    return (await exchange.cancelAll(session.userId, pair as Pair | undefined)).body;
  });

  app.get('/exchange/orders/open', async (request) => {
    const session = await requireSession(services, request);
    const { pair } = parseWith(openOrdersQuerySchema, request.query);
    const rows = await sql<{ record: ExchangeOrder }>`
      select record from exchange_orders where user_id = ${session.userId}
        and status in ('open', 'partially_filled', 'pending') and (${pair ?? null}::text is null or pair = ${pair ?? null})
        and record->>'parent_id' is null
      order by created_at desc, id desc limit 500`.execute(services.db);
    return { data: rows.rows.map((row) => row.record) };
  });

  app.get('/exchange/order', async (request) => {
    const session = await requireSession(services, request);
    const { id } = parseWith(orderQuerySchema, request.query);
    const row = await sql<{ record: ExchangeOrder }>`
      select record from exchange_orders where id = ${id} and user_id = ${session.userId}`.execute(
      services.db,
    );
    const order = row.rows[0]?.record;
    if (!order) throw messageError(404, ORDER_NOT_FOUND);
    return { order };
  });

  for (const type of ['orders', 'trades'] as const) {
    app.get(`/exchange/history/${type}`, async (request) => {
      const session = await requireSession(services, request);
      const query = parseWith(exchangeHistoryQuerySchema, request.query);
      const perPage = query.per_page ?? DEFAULT_PAGE_SIZE;
      const filter = { userId: session.userId, days: query.days, pair: query.pair as Pair | undefined };
      const page = await (type === 'orders' ? orderPage : tradePage)(
        services,
        filter,
        perPage,
        (query.page - 1) * perPage,
      );
      return { ...page, current_page: query.page, per_page: perPage };
    });
  }

  app.get(EXCHANGE_EXPORT_PATH, async (request, reply) => {
    const session = await requireSession(services, request);
    const query = parseWith(exchangeExportQuerySchema, request.query);
    const filter = { userId: session.userId, days: query.days, pair: query.pair as Pair | undefined };
    const date = (iso: string) => formatIndiaDateTime(new Date(iso));
    let table: string[][];
    if (query.type === 'orders') {
      const { data } = await orderPage(services, filter, EXPORT_MAX_ROWS, 0);
      table = [
        [
          'Date (IST)',
          'ID',
          'Pair',
          'Type',
          'Side',
          'Status',
          'Rate',
          'Trigger',
          'Volume',
          'Filled',
          'Average rate',
          'Amount',
          'Fee',
          'GST',
          'TDS',
        ],
        ...data.map((o) => [
          date(o.created_at),
          String(o.id),
          o.pair,
          o.advance_order_type,
          o.side,
          o.status,
          o.rate ?? '',
          o['trigger-price'] ?? '',
          o.volume ?? '',
          o.filled_volume,
          o.average_rate ?? '',
          o.filled_amount,
          o.fee,
          o.gst,
          o.tds,
        ]),
      ];
    } else {
      const { data } = await tradePage(services, filter, EXPORT_MAX_ROWS, 0);
      table = [
        [
          'Date (IST)',
          'Trade',
          'Order',
          'Pair',
          'Side',
          'Rate',
          'Volume',
          'Amount',
          'Fee',
          'GST',
          'TDS',
          'Liquidity',
        ],
        ...data.map((f) => [
          date(f.created_at),
          String(f.id),
          String(f.order_id),
          f.pair,
          f.side,
          f.rate,
          f.volume,
          f.amount,
          f.fee,
          f.gst,
          f.tds,
          f.liquidity,
        ]),
      ];
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="sikka-exchange-${query.type}-${query.days}d.csv"`)
      .send(toCsv(table));
  });

  app.get('/exchange/pairs', async () => {
    const rates = exchange.options.rates;
    const data: PairInfo[] = EXCHANGE_PAIRS.map((pair) => {
      const config = PAIR_CONFIGS[pair];
      return {
        pair,
        coin: config.coin,
        base_coin: 'INR',
        tick_size: config.tickSize,
        lot_size: config.lotSize,
        min_size: config.minSize,
        status: exchange.engines.get(pair)?.halted ? 'halted' : 'trading',
        band_percent: exchange.options.bandPercent,
        maker_bps: rates.makerBps,
        taker_bps: rates.takerBps,
        gst_bps: rates.gstBps,
        tds_bps: rates.tdsBps,
      };
    });
    return { data };
  });

  app.get('/exchange/depth', async (request) => {
    const { pair, levels } = parseWith(depthQuerySchema, request.query);
    return market.depth(pair as Pair, levels);
  });

  app.get('/exchange/trades', async (request) => {
    const { pair, limit } = parseWith(recentTradesQuerySchema, request.query);
    return { pair, data: market.recentTrades(pair as Pair, limit) };
  });

  app.get('/exchange/candles', async (request) => {
    const { pair, interval, limit, before } = parseWith(candlesQuerySchema, request.query);
    return { pair, interval, data: await market.candles(pair as Pair, interval, limit, before) };
  });

  app.get('/exchange/ticker', async (request) => {
    const { pair } = parseWith(tickerQuerySchema, request.query);
    return market.ticker(pair as Pair, services.clock.now());
  });

  app.get('/exchange/tickers', async () => ({
    data: await Promise.all(EXCHANGE_PAIRS.map((pair) => market.ticker(pair, services.clock.now()))),
  }));
}
