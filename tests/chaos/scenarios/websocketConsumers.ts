// A slow and a silent websocket consumer beside a normal one, for two keep-alive periods: the silent one (answers no
// ping, sends nothing) is cut; the slow one (every pair's order book thirty times over, read one second in twenty)
// is followed or cut as too slow, never buffered without bound; the normal one keeps receiving the prices on time;
// the BFF's memory stays flat.
import { WebSocket } from 'ws';
import { rssBytes, sleep } from '../../bench/lib/processes.ts';
import { row, type Scenario } from '../scenario.ts';

const KEEP_ALIVE_MS = 30_000;
const WATCH_MS = 2 * KEEP_ALIVE_MS + 5_000;

interface Consumer {
  ws: WebSocket;
  received: number;
  /** The longest wait between two messages, ms. */
  longestGapMs: number;
  closedWith: number | null;
}

const PRICES = [{ path: 'market.onPrices' }];
// As many book subscriptions as one socket may hold, less the prices'.
const BOOKS = Array.from({ length: 30 }, (_, i) => ({
  path: 'exchange.onBook',
  input: { pair: ['BTC-INR', 'ETH-INR', 'USDT-INR'][i % 3] },
}));

function consume(
  bffUrl: string,
  options: { autoPong: boolean; subscriptions: Array<{ path: string; input?: unknown }> },
): Promise<Consumer> {
  const ws = new WebSocket(`${bffUrl.replace('http', 'ws')}/trpc`, {
    origin: bffUrl,
    autoPong: options.autoPong,
  });
  const consumer: Consumer = { ws, received: 0, longestGapMs: 0, closedWith: null };
  let last = 0;
  ws.on('message', () => {
    const now = performance.now();
    if (last > 0) consumer.longestGapMs = Math.max(consumer.longestGapMs, now - last);
    last = now;
    consumer.received += 1;
  });
  ws.on('close', (code) => {
    consumer.closedWith = code;
  });
  ws.on('error', () => {});
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      for (const [index, params] of options.subscriptions.entries()) {
        ws.send(JSON.stringify({ id: index + 1, method: 'subscription', params }));
      }
      resolve(consumer);
    });
    ws.once('error', reject);
  });
}

/** The socket under a ws client, to stop and start its reading. */
const tcpOf = (ws: WebSocket) => (ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;

export const websocketConsumers: Scenario = {
  name: 'slow and silent websocket consumers',
  async run(stack) {
    const normal = await consume(stack.bffUrl, { autoPong: true, subscriptions: PRICES });
    const silent = await consume(stack.bffUrl, { autoPong: false, subscriptions: PRICES });
    const slow = await consume(stack.bffUrl, { autoPong: true, subscriptions: [...PRICES, ...BOOKS] });
    await sleep(2_000);
    const rssBefore = rssBytes(stack.bffPid());
    tcpOf(silent.ws).pause();
    const end = performance.now() + WATCH_MS;
    while (performance.now() < end) {
      // Within the keep-alive's patience: a ping unanswered for a whole period would cut it as silent.
      tcpOf(slow.ws).pause();
      await sleep(19_000);
      tcpOf(slow.ws).resume();
      await sleep(1_000);
    }
    const rssAfter = rssBytes(stack.bffPid());
    // Reading again, the silent client learns what the BFF did to it.
    tcpOf(silent.ws).resume();
    tcpOf(slow.ws).resume();
    await sleep(1_000);
    const growthMb = (rssAfter - rssBefore) / 1024 / 1024;
    const rows = [
      row(
        'a silent consumer (no pong, nothing sent)',
        silent.closedWith === null
          ? 'still open after two keep-alive periods'
          : `cut (close ${silent.closedWith})`,
        silent.closedWith !== null,
      ),
      row(
        'a slow consumer (31 streams, reads 1 s in 20)',
        `${slow.received} messages; ${slow.closedWith === null ? 'still followed' : `cut (close ${slow.closedWith})`}`,
        slow.closedWith === null || slow.closedWith === 4008,
      ),
      row(
        'a normal consumer beside them',
        `${normal.received} messages, longest gap ${Math.round(normal.longestGapMs)} ms, ${normal.closedWith === null ? 'open' : `closed ${normal.closedWith}`}`,
        normal.closedWith === null && normal.received > 0 && normal.longestGapMs < 3_000,
      ),
      row(
        "the BFF's memory while they lagged",
        `${growthMb >= 0 ? '+' : ''}${growthMb.toFixed(1)} MB over ${Math.round(WATCH_MS / 1000)} s`,
        growthMb < 64,
      ),
    ];
    for (const consumer of [normal, silent, slow]) consumer.ws.terminate();
    return rows;
  },
};
