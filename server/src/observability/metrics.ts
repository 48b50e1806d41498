// Prometheus metrics of one BFF process: procedures, HTTP, provider calls, websockets and channels,
// fan-out delay, and Node's own (event-loop lag, memory, GC). Served on a separate port (main.ts), never /trpc's.
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

// Seconds: from a cache hit (~1 ms) to a slow provider call near its timeout.
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const FANOUT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

interface MetricSources {
  /** Open browser websockets. */
  wsConnections(): number;
  /** Browsers per channel; private channels are summed per kind ('user:*', 'orders:*') to keep the label set small. */
  channelSubscribers(): Record<string, number>;
  /** Whether the one upstream stream connection is up. */
  upstreamConnected(): boolean;
}

export class BffMetrics {
  readonly registry = new Registry();
  readonly procedure: Histogram<'procedure' | 'type' | 'outcome'>;
  readonly http: Histogram<'route' | 'method' | 'status'>;
  readonly providerCall: Histogram<'path' | 'method' | 'status'>;
  readonly fanoutDelay: Histogram;
  #sources: MetricSources | null = null;

  constructor() {
    const registers = [this.registry];
    this.procedure = new Histogram({
      name: 'sikka_bff_procedure_seconds',
      help: 'tRPC procedure duration by procedure, type and outcome (ok or the tRPC error code)',
      labelNames: ['procedure', 'type', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.http = new Histogram({
      name: 'sikka_bff_http_request_seconds',
      help: 'HTTP request duration by route pattern, method and status',
      labelNames: ['route', 'method', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.providerCall = new Histogram({
      name: 'sikka_bff_provider_call_seconds',
      help: 'Provider call duration by path, method and status (502 unreachable, 504 timed out)',
      labelNames: ['path', 'method', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.fanoutDelay = new Histogram({
      name: 'sikka_bff_fanout_delay_seconds',
      help: 'Delay from an upstream event arriving to its hand-over to the last browser subscription of its channel',
      buckets: FANOUT_BUCKETS,
      registers,
    });
    const sources = () => this.#sources;
    new Gauge({
      name: 'sikka_bff_ws_connections',
      help: 'Open browser websocket connections',
      registers,
      collect() {
        this.set(sources()?.wsConnections() ?? 0);
      },
    });
    new Gauge({
      name: 'sikka_bff_channel_subscribers',
      help: 'Browser subscriptions per channel (private channels summed per kind, e.g. user:*)',
      labelNames: ['channel'],
      registers,
      collect() {
        this.reset();
        for (const [channel, count] of Object.entries(sources()?.channelSubscribers() ?? {})) {
          this.set({ channel }, count);
        }
      },
    });
    new Gauge({
      name: 'sikka_bff_upstream_stream_up',
      help: '1 when the upstream realtime connection is open',
      registers,
      collect() {
        this.set(sources()?.upstreamConnected() ? 1 : 0);
      },
    });
    // Event-loop lag, heap, GC, handles: prom-client's defaults, sampled every 10 ms for the lag.
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
  }

  /** The live counts the gauges read when scraped. */
  attach(sources: MetricSources): void {
    this.#sources = sources;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
