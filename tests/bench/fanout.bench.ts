// Fan-out benchmark: K websocket clients on market.onPrices through one spawned BFF process, against a
// bare `ws` relay on the same path, with the publisher (the provider's own StreamHub, SimulatedMarket and
// MarketService) in this process at 10 events/s and the clients in separate receiver processes.
// Prints delivered messages/s, publish-to-receipt delay (p50/p99), missed seq and memory per idle subscriber.
// Env: FANOUT_K (default 1000,5000,10000), FANOUT_SECONDS (measured window, default 30), FANOUT_RECEIVERS
// (default 2), FANOUT_ONLY (some of BFF, varied, bare, comma-separated: those runs only), FANOUT_CPU_PROF (a folder:
// the BFF runs with --cpu-prof and writes its profile there), FANOUT_BFF_ROOT (run the BFF from another checkout,
// to compare a change).
//
// The BFF runs twice per K. In 'BFF' every client subscribes with tRPC id 1, as browsers that loaded the same page
// in the same way do (a tRPC client numbers its operations from 1); in 'BFF, ids vary' each client has its own id,
// the case where the BFF cannot share one encoded message between subscribers.
import { type ChildProcess, fork } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FEE_SCHEDULE } from '@sikka/shared/market/fees';
import { PRICES_CHANNEL } from '@sikka/shared/realtime/stream';
import { MarketService } from '../../provider/src/market/marketService.ts';
import { SimulatedMarket } from '../../provider/src/market/simulator.ts';
import { StreamHub, type StreamHubOptions } from '../../provider/src/realtime/streamHub.ts';
import {
  HISTOGRAM_BUCKETS,
  percentile,
  type ReceiverCommand,
  type ReceiverResult,
  type ReceiverStatus,
} from './fanout/protocol.ts';
import {
  cpuSeconds,
  freePort,
  machineCpu,
  openFilesLimit,
  rssBytes,
  runBench,
  type Service,
  sleep,
  startService,
  stopChild,
  tempDir,
  track,
} from './lib/processes.ts';
import { profiling, startBenchBff } from './lib/services.ts';
import { count, fixed, table } from './lib/table.ts';

const K_VALUES = (process.env.FANOUT_K ?? '1000,5000,10000').split(',').map(Number);
// A p99 over 10 s at 10 events/s rests on the slowest one or two of 100 events; 300 events make it steadier.
const WINDOW_S = Number(process.env.FANOUT_SECONDS ?? 30);
const RECEIVERS = Number(process.env.FANOUT_RECEIVERS ?? 2);
const CPU_PROF = process.env.FANOUT_CPU_PROF;
const BFF_ROOT = process.env.FANOUT_BFF_ROOT;
const KINDS = { BFF: 'BFF', varied: 'BFF, ids vary', bare: 'bare ws' } as const;
type Kind = (typeof KINDS)[keyof typeof KINDS];
const ONLY = process.env.FANOUT_ONLY?.split(',');
const SERVERS = Object.entries(KINDS)
  .filter(([key]) => !ONLY || ONLY.includes(key))
  .map(([, kind]) => kind);
const TICK_MS = 100; // 10 events/s
const WARM_CLIENTS = 50; // connected first; the idle-memory baseline is read after them
const BATCH = 250; // connections a receiver opens at once, so the accept queue copes
const RECEIVER = fileURLToPath(new URL('./fanout/receiver.ts', import.meta.url));
const RELAY = 'tests/bench/fanout/relay.ts';
/** File descriptors a server process needs besides its clients' sockets (modules, pipes, upstream, …). */
const FD_HEADROOM = 100;

const now = () => performance.timeOrigin + performance.now();

/** The provider's StreamHub, noting when each prices event is published (before it is serialised and sent). */
class TimedHub extends StreamHub {
  seq = 0;
  readonly publishedAt = new Map<number, number>();
  override publish(channel: string, state: unknown): void {
    if (channel === PRICES_CHANNEL) {
      this.seq += 1;
      this.publishedAt.set(this.seq, now());
    }
    super.publish(channel, state);
  }
}

const quiet = { warn() {}, info() {}, error() {}, debug() {} } as unknown as StreamHubOptions['log'];

interface Publisher {
  hub: TimedHub;
  market: SimulatedMarket;
  url: string;
  server: Server;
}

async function startPublisher(): Promise<Publisher> {
  const hub = new TimedHub({ log: quiet, verifyToken: async () => null });
  const market = new SimulatedMarket({ seed: 2026, tickMs: TICK_MS });
  new MarketService(market, DEFAULT_FEE_SCHEDULE).publishTo(hub);
  const server = createServer((request, response) => {
    response.writeHead(request.url === '/healthz' ? 200 : 404, { 'content-type': 'application/json' });
    response.end('{}');
  });
  hub.attach(server);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { hub, market, url: `http://127.0.0.1:${port}`, server };
}

class Receiver {
  readonly child: ChildProcess;
  readonly #waiting = new Map<
    string,
    { resolve: (message: never) => void; reject: (error: Error) => void }
  >();

  constructor() {
    this.child = track(fork(RECEIVER, [], { serialization: 'advanced', stdio: 'inherit' }));
    this.child.on('message', (message: { type: string }) => {
      const waiter = this.#waiting.get(message.type);
      this.#waiting.delete(message.type);
      waiter?.resolve(message as never);
    });
    this.child.once('exit', (code) => {
      for (const waiter of this.#waiting.values()) waiter.reject(new Error(`a receiver exited (${code})`));
      this.#waiting.clear();
    });
  }

  ask<T>(command: ReceiverCommand, answer: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(answer, { resolve: resolve as (message: never) => void, reject });
      this.child.send(command);
    });
  }

  tell(command: ReceiverCommand): void {
    if (this.child.connected) this.child.send(command);
  }
}

async function statusOf(receivers: Receiver[]): Promise<ReceiverStatus> {
  const all = await Promise.all(receivers.map((r) => r.ask<ReceiverStatus>({ cmd: 'status' }, 'status')));
  return all.reduce((sum, s) => ({
    type: 'status',
    opened: sum.opened + s.opened,
    failed: sum.failed + s.failed,
    closed: sum.closed + s.closed,
    ready: sum.ready + s.ready,
    minSeq: Math.min(sum.minSeq, s.minSeq),
    updates: sum.updates + s.updates,
  }));
}

async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

interface PhaseResult {
  target: Kind;
  k: number;
  opened: number;
  failed: number;
  rampS: number;
  idleKbPerSub: number;
  events: number;
  received: number;
  /** Events delivered per second during the window, whatever their seq (throughput). */
  perSecond: number;
  /** Events of the window not yet received 10 s after it closed (the server is behind). */
  pending: number;
  p50: number;
  p99: number;
  max: number;
  missed: number;
  gaps: number;
  resnapshots: number;
  interrupted: number;
  drops: Record<string, number>;
  targetCpu: number;
  loadCpu: number;
  /** Cores busy on the whole machine during the window, and how many of them were not this benchmark. */
  machineBusy: number;
  otherBusy: number;
  rssLoadedMb: number;
  notes: string[];
}

async function startTarget(kind: Kind, publisher: Publisher, dir: string): Promise<Service> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const upstream = `${publisher.url.replace(/^http/, 'ws')}/stream`;
  if (kind === KINDS.bare) {
    return startService(RELAY, { url, env: { PORT: String(port), UPSTREAM_URL: upstream } });
  }
  return startBenchBff(dir, publisher.url, {
    // Every client comes from this machine's one address: the per-address cap is lifted for them.
    env: { PROVIDER_STREAM_URL: upstream, WS_MAX_SOCKETS_PER_ADDRESS: '1000000' },
    ...profiling(CPU_PROF),
    ...(BFF_ROOT ? { cwd: BFF_ROOT } : {}),
  });
}

async function phase(kind: Kind, k: number, publisher: Publisher, dir: string): Promise<PhaseResult> {
  const { hub, market } = publisher;
  const target = await startTarget(kind, publisher, dir);
  const receivers = Array.from({ length: RECEIVERS }, () => new Receiver());
  const wsUrl = `${target.url.replace(/^http/, 'ws')}${kind === KINDS.bare ? '/' : '/trpc'}`;
  const mode = kind === KINDS.bare ? 'bare' : 'trpc';
  // Receiver i numbers its clients' subscriptions from i × 1,000,000 + 1 when ids vary.
  const ids = (i: number) => (kind === KINDS.varied ? { idBase: i * 1_000_000 } : {});
  const notes: string[] = [];
  try {
    // Idle: no events while clients connect, so the memory reading is of subscribers, not of traffic.
    market.stop();
    const idleReady = (s: ReceiverStatus, n: number) =>
      (mode === 'trpc' ? s.ready : s.opened) + s.failed >= n;
    const warm = Math.min(WARM_CLIENTS, k);
    const first = receivers[0] as Receiver;
    await first.ask({ cmd: 'connect', url: wsUrl, count: warm, batch: BATCH, mode, ...ids(0) }, 'connected');
    await until('warm-up clients', async () => idleReady(await statusOf(receivers), warm), 30_000);
    await sleep(1_000);
    const rssBefore = rssBytes(target.pid);

    const rest = k - warm;
    const rampStart = Date.now();
    await Promise.all(
      receivers.map((receiver, i) => {
        const share = Math.floor(rest / RECEIVERS) + (i < rest % RECEIVERS ? 1 : 0);
        return receiver.ask(
          { cmd: 'connect', url: wsUrl, count: share, batch: BATCH, mode, ...ids(i) },
          'connected',
        );
      }),
    );
    await until('every client subscribed', async () => idleReady(await statusOf(receivers), k), 120_000);
    const rampS = (Date.now() - rampStart) / 1000;
    await sleep(2_000);
    const idle = await statusOf(receivers);
    const idleKbPerSub = (rssBytes(target.pid) - rssBefore) / Math.max(1, idle.opened - warm) / 1024;
    if (idle.failed > 0) notes.push(`${idle.failed} connections failed`);

    // Load: 10 events/s; a few seconds to warm up, then the measured window.
    market.start();
    await until(
      'every client receiving',
      async () => (await statusOf(receivers)).ready >= idle.opened,
      30_000,
    );
    await sleep(2_000);
    const from = hub.seq + 2;
    for (const receiver of receivers) receiver.tell({ cmd: 'record', from });
    await until('the window to open', async () => hub.seq >= from, 5_000);
    const pids = receivers.map((r) => r.child.pid as number);
    const cpuAt = () => ({
      target: cpuSeconds(target.pid),
      load: pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
      self: process.cpuUsage(),
      machine: machineCpu(),
    });
    const cpu0 = cpuAt();
    const updates0 = (await statusOf(receivers)).updates;
    const wall0 = now();
    await sleep(WINDOW_S * 1_000);
    const to = hub.seq;
    const cpu1 = cpuAt();
    const updates1 = (await statusOf(receivers)).updates;
    const wallS = (now() - wall0) / 1000;
    const targetCpu = (cpu1.target - cpu0.target) / wallS;
    const loadCpu = (cpu1.load - cpu0.load) / wallS;
    const selfCpu = (cpu1.self.user + cpu1.self.system - cpu0.self.user - cpu0.self.system) / 1e6 / wallS;
    const machineBusy = (cpu1.machine.busy - cpu0.machine.busy) / wallS;
    const rssLoadedMb = rssBytes(target.pid) / 2 ** 20;
    // Give late deliveries a chance (they count, with their delay); what has not come by then is missed.
    await until('the window to arrive', async () => (await statusOf(receivers)).minSeq >= to, 10_000).catch(
      () => notes.push('some clients had not received the last event 10 s later'),
    );
    const publishedAt = new Float64Array(to - from + 1);
    for (let seq = from; seq <= to; seq++) publishedAt[seq - from] = hub.publishedAt.get(seq) ?? Number.NaN;
    const results = await Promise.all(
      receivers.map((r) => r.ask<ReceiverResult>({ cmd: 'result', from, to, publishedAt }, 'result')),
    );
    const histogram = new Uint32Array(HISTOGRAM_BUCKETS);
    let received = 0;
    let max = 0;
    const drops: Record<string, number> = {};
    let gaps = 0;
    let pending = 0;
    let resnapshots = 0;
    let interrupted = 0;
    for (const result of results) {
      for (let i = 0; i < histogram.length; i++) (histogram[i] as number) += result.histogram[i] as number;
      received += result.received;
      max = Math.max(max, result.max);
      gaps += result.gaps;
      pending += result.pending;
      resnapshots += result.resnapshots;
      interrupted += result.interrupted;
      for (const [code, n] of Object.entries(result.closeCodes)) drops[code] = (drops[code] ?? 0) + n;
      if (result.firstError) notes.push(`error seen: ${result.firstError}`);
    }
    const events = to - from + 1;
    return {
      target: kind,
      k,
      opened: idle.opened,
      failed: idle.failed,
      rampS,
      idleKbPerSub,
      events,
      received,
      perSecond: (updates1 - updates0) / wallS,
      pending,
      p50: percentile(histogram, received, 0.5),
      p99: percentile(histogram, received, 0.99),
      max,
      missed: idle.opened * events - received - pending,
      gaps,
      resnapshots,
      interrupted,
      drops,
      targetCpu,
      loadCpu,
      machineBusy,
      otherBusy: Math.max(0, machineBusy - targetCpu - loadCpu - selfCpu),
      rssLoadedMb,
      notes,
    };
  } finally {
    // The server first: it closes its sockets in order, rather than writing to thousands of dead ones.
    await target.stop(CPU_PROF ? 30_000 : 5_000);
    for (const receiver of receivers) receiver.tell({ cmd: 'exit' });
    await Promise.all(receivers.map((r) => stopChild(r.child, 5_000)));
  }
}

runBench(async () => {
  const dir = tempDir('fanout');
  const limit = openFilesLimit();
  const publisher = await startPublisher();
  try {
    console.log(
      `fan-out: publisher at 10 events/s in this process; ${RECEIVERS} receiver processes; ` +
        `window ${WINDOW_S} s per run; open-files limit ${count(limit)}`,
    );
    const results: PhaseResult[] = [];
    const skipped: number[] = [];
    for (const k of K_VALUES) {
      // The server holds every client's socket; each receiver holds its share.
      if (k + FD_HEADROOM > limit) {
        skipped.push(k);
        continue;
      }
      for (const kind of SERVERS) {
        const result = await phase(kind, k, publisher, dir);
        results.push(result);
        console.log(
          `  ${kind.padEnd(13)} K=${count(k)}: ${count(result.opened)} subscribed in ${fixed(result.rampS)} s, ` +
            `p99 ${fixed(result.p99, 2)} ms, missed ${count(result.missed)}`,
        );
        for (const note of result.notes) console.log(`    note: ${note}`);
      }
    }

    console.log(
      `\n${table(
        [
          'K',
          'server',
          'clients',
          'msgs/s',
          'p50 ms',
          'p99 ms',
          'max ms',
          'missed seq',
          'late >10 s',
          'server CPU',
          'load CPU',
          'other CPU',
          'idle KB/sub',
          'RSS MB',
        ],
        results.map((r) => [
          count(r.k),
          r.target,
          count(r.opened),
          count(r.perSecond),
          fixed(r.p50, 1),
          fixed(r.p99, 1),
          fixed(r.max, 0),
          count(r.missed),
          count(r.pending),
          `${fixed(r.targetCpu * 100, 0)}%`,
          `${fixed(r.loadCpu * 100, 0)}%`,
          `${fixed(r.otherBusy * 100, 0)}%`,
          fixed(r.idleKbPerSub, 1),
          fixed(r.rssLoadedMb, 0),
        ]),
      )}`,
    );
    for (const r of results) {
      const odd = { gaps: r.gaps, resnapshots: r.resnapshots, interrupted: r.interrupted, closed: r.drops };
      if (r.gaps + r.resnapshots + r.interrupted > 0 || Object.keys(r.drops).length > 0)
        console.log(`${r.target} K=${r.k}: ${JSON.stringify(odd)}`);
    }
    const cpuPerMessage = (r: PhaseResult) => (r.targetCpu / r.perSecond) * 1e6;
    const ratios = K_VALUES.flatMap((k) => {
      const bare = results.find((r) => r.k === k && r.target === KINDS.bare);
      if (!bare) return [];
      return results
        .filter((r) => r.k === k && r.target !== KINDS.bare)
        .map((bff) => [
          count(k),
          bff.target,
          `${fixed(bff.p99 / bare.p99, 2)}×`,
          `${fixed(bff.p50 / bare.p50, 2)}×`,
          fixed(cpuPerMessage(bff), 1),
          fixed(cpuPerMessage(bare), 1),
          `${count(bff.missed)} (+${count(bff.pending)} late)`,
          fixed(bff.idleKbPerSub, 1),
        ]);
    });
    console.log(
      `\n${table(
        [
          'K',
          'BFF run',
          'p99 BFF/bare (≤ 1.3×)',
          'p50 BFF/bare',
          'BFF CPU µs/msg',
          'bare CPU µs/msg',
          'BFF missed seq',
          'BFF KB/idle sub (≤ 30)',
        ],
        ratios,
      )}`,
    );
    if (skipped.length > 0) {
      console.log(
        `skipped K=${skipped.join(', ')}: a server process would need more than the open-files limit ` +
          `(${count(limit)}; raise ulimit -n)`,
      );
    }
    console.log(
      `limits: one server process holds at most ${count(limit - FD_HEADROOM)} clients under this open-files ` +
        'limit; loopback clients of one server address have about 28,000 ephemeral ports.',
    );
  } finally {
    publisher.market.stop();
    await publisher.hub.close();
    await new Promise<void>((resolve) => publisher.server.close(() => resolve()));
  }
});
