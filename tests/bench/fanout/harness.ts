// The fan-out benchmarks' common run (fanout.bench.ts: prices; bookFanout.bench.ts: order-book deltas): K websocket
// clients in receiver processes on one server process (a BFF, or the bare `ws` relay as the baseline), connected
// while the publisher is idle (memory per idle subscriber), then a measured window of its events: delivered per
// second, publish-to-receipt delay, missed seq, CPU; and the tables both benchmarks print.
import { type ChildProcess, fork } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { StreamHub, type StreamHubOptions } from '../../../provider/src/platform/realtime/streamHub.ts';
import {
  cpuSeconds,
  freePort,
  machineCpu,
  rssBytes,
  type Service,
  sleep,
  stopChild,
  track,
} from '../lib/processes.ts';
import { count, fixed, table } from '../lib/table.ts';
import {
  HISTOGRAM_BUCKETS,
  percentile,
  type ReceiverCommand,
  type ReceiverResult,
  type ReceiverStatus,
} from './protocol.ts';

const WARM_CLIENTS = 50; // connected first; the idle-memory baseline is read after them
const BATCH = 250; // connections a receiver opens at once, so the accept queue copes
const RECEIVER = fileURLToPath(new URL('./receiver.ts', import.meta.url));
/** File descriptors a server process needs besides its clients' sockets (modules, pipes, upstream, …). */
export const FD_HEADROOM = 100;

const now = () => performance.timeOrigin + performance.now();

/** The provider's StreamHub, noting when each event of one channel is published (before it is serialised and sent). */
export class TimedHub extends StreamHub {
  seq = 0;
  readonly publishedAt = new Map<number, number>();
  constructor(readonly measured: string) {
    super({ log: quiet, verifyToken: async () => null });
  }
  override publish(channel: string, data: unknown, state?: unknown): void {
    if (channel === this.measured) {
      this.seq += 1;
      this.publishedAt.set(this.seq, now());
    }
    if (state === undefined) super.publish(channel, data);
    else super.publish(channel, data, state);
  }
}

const quiet = { warn() {}, info() {}, error() {}, debug() {} } as unknown as StreamHubOptions['log'];

/** The hub's /stream on a free loopback port (and /healthz, which the relay and BFF wait for). */
export async function listenHub(hub: StreamHub): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    response.writeHead(request.url === '/healthz' ? 200 : 404, { 'content-type': 'application/json' });
    response.end('{}');
  });
  hub.attach(server);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, server };
}

/** What publishes the measured channel's events, in the benchmark's own process. */
export interface FanoutPublisher {
  /** The newest event's seq on the measured channel. */
  seq(): number;
  /** When the event with this seq was published (before it was serialised and sent). */
  publishedAt(seq: number): number | undefined;
  start(): void;
  stop(): void;
}

export interface PhaseRun {
  /** The row's name: 'BFF', 'bare ws', … */
  kind: string;
  k: number;
  /** The bare relay: clients only listen (no subscription, no snapshot). */
  bare: boolean;
  /** Each client subscribes with its own tRPC id (the BFF cannot share one encoded message between them). */
  variedIds: boolean;
  windowS: number;
  receivers: number;
  /** The server is profiled (it takes longer to stop). */
  profiling: boolean;
  publisher: FanoutPublisher;
  /** The tRPC subscription each client makes (ignored for the bare relay). */
  subscription: { path: string; input?: unknown };
  start(): Promise<Service>;
}

export class Receiver {
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

export async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

export interface PhaseResult {
  target: string;
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

/** One fan-out run: K clients on one server (a BFF or the bare relay), the publisher idle while they connect. */
export async function phase(run: PhaseRun): Promise<PhaseResult> {
  const { kind, k, publisher } = run;
  const target = await run.start();
  const receivers = Array.from({ length: run.receivers }, () => new Receiver());
  const wsUrl = `${target.url.replace(/^http/, 'ws')}${run.bare ? '/' : '/trpc'}`;
  const mode = run.bare ? 'bare' : 'trpc';
  // Receiver i numbers its clients' subscriptions from i × 1,000,000 + 1 when ids vary.
  const ids = (i: number) => (run.variedIds ? { idBase: i * 1_000_000 } : {});
  const notes: string[] = [];
  const subscription = run.subscription;
  try {
    // Idle: no events while clients connect, so the memory reading is of subscribers, not of traffic.
    publisher.stop();
    const idleReady = (s: ReceiverStatus, n: number) =>
      (mode === 'trpc' ? s.ready : s.opened) + s.failed >= n;
    const warm = Math.min(WARM_CLIENTS, k);
    const first = receivers[0] as Receiver;
    await first.ask(
      { cmd: 'connect', url: wsUrl, count: warm, batch: BATCH, mode, ...subscription, ...ids(0) },
      'connected',
    );
    await until('warm-up clients', async () => idleReady(await statusOf(receivers), warm), 30_000);
    await sleep(1_000);
    const rssBefore = rssBytes(target.pid);

    const rest = k - warm;
    const rampStart = Date.now();
    await Promise.all(
      receivers.map((receiver, i) => {
        const share = Math.floor(rest / run.receivers) + (i < rest % run.receivers ? 1 : 0);
        return receiver.ask(
          { cmd: 'connect', url: wsUrl, count: share, batch: BATCH, mode, ...subscription, ...ids(i) },
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
    publisher.start();
    await until(
      'every client receiving',
      async () => (await statusOf(receivers)).ready >= idle.opened,
      30_000,
    );
    await sleep(2_000);
    const from = publisher.seq() + 2;
    for (const receiver of receivers) receiver.tell({ cmd: 'record', from });
    await until('the window to open', async () => publisher.seq() >= from, 5_000);
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
    await sleep(run.windowS * 1_000);
    const to = publisher.seq();
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
    for (let seq = from; seq <= to; seq++) publishedAt[seq - from] = publisher.publishedAt(seq) ?? Number.NaN;
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
    await target.stop(run.profiling ? 30_000 : 5_000);
    for (const receiver of receivers) receiver.tell({ cmd: 'exit' });
    await Promise.all(receivers.map((r) => stopChild(r.child, 5_000)));
  }
}

/** The run table, then per K each BFF run against the bare relay (the goal's ratio). */
export function printResults(
  results: readonly PhaseResult[],
  options: { kValues: readonly number[]; bareKind: string; skipped: readonly number[]; limit: number },
): void {
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
  const ratios = options.kValues.flatMap((k) => {
    const bare = results.find((r) => r.k === k && r.target === options.bareKind);
    if (!bare) return [];
    return results
      .filter((r) => r.k === k && r.target !== options.bareKind)
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
  if (options.skipped.length > 0) {
    console.log(
      `skipped K=${options.skipped.join(', ')}: a server process would need more than the open-files limit ` +
        `(${count(options.limit)}; raise ulimit -n)`,
    );
  }
  console.log(
    `limits: one server process holds at most ${count(options.limit - FD_HEADROOM)} clients under this open-files ` +
      'limit; loopback clients of one server address have about 28,000 ephemeral ports.',
  );
}
