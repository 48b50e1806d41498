// A small TCP load balancer for tests of several BFF instances: each new connection goes to the next ready
// backend (round robin); readiness is probed on /readyz, and a backend that refuses a connection is skipped
// (failover) until a probe finds it ready again. Bytes pass through untouched, websocket upgrades included.
import { connect, createServer, type Socket } from 'node:net';

export interface Backend {
  name: string;
  port: number;
}

export interface TcpBalancer {
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** The backends to balance over (set once the balancer's own address is known). */
  setBackends(backends: readonly Backend[]): void;
  /** The backend each accepted connection was forwarded to, in order of arrival. */
  routed: string[];
  close(): Promise<void>;
}

interface BackendState extends Backend {
  ready: boolean;
  /** A readiness probe is under way (probes never pile up on a slow backend). */
  probing: boolean;
}

export interface TcpBalancerOptions {
  /** How often each backend's readiness is probed (GET /readyz). */
  probeMs?: number;
}

export async function startTcpBalancer(options: TcpBalancerOptions = {}): Promise<TcpBalancer> {
  let backends: BackendState[] = [];
  let next = 0;
  const routed: string[] = [];
  const sockets = new Set<Socket>();

  const probe = () => {
    for (const backend of backends) {
      if (backend.probing) continue;
      backend.probing = true;
      fetch(`http://127.0.0.1:${backend.port}/readyz`, { signal: AbortSignal.timeout(2_000) })
        .then(
          (response) => {
            backend.ready = response.ok;
            void response.body?.cancel();
          },
          (error: unknown) => {
            // A slow answer (a busy machine) proves nothing; a refused connection means the backend is gone.
            if ((error as Error).name !== 'TimeoutError') backend.ready = false;
          },
        )
        .finally(() => {
          backend.probing = false;
        });
    }
  };
  const prober = setInterval(probe, options.probeMs ?? 200);

  /** Ready backends first, in round-robin order; the others after them, as a last resort. */
  function candidates(): BackendState[] {
    const start = next++;
    const rotated = backends.map((_, index) => backends[(start + index) % backends.length] as BackendState);
    return [...rotated.filter((b) => b.ready), ...rotated.filter((b) => !b.ready)];
  }

  function forward(client: Socket, remaining: BackendState[]): void {
    const backend = remaining[0];
    if (!backend) {
      client.destroy();
      return;
    }
    const upstream = connect({ host: '127.0.0.1', port: backend.port });
    upstream.once('error', () => {
      // Refused or reset before connecting: this backend is gone for now; the next one gets the client.
      if (upstream.connecting) {
        backend.ready = false;
        forward(client, remaining.slice(1));
      }
    });
    upstream.once('connect', () => {
      routed.push(backend.name);
      sockets.add(upstream);
      upstream.once('close', () => sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
      client.once('close', () => upstream.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });
  }

  // Client sockets start paused: nothing is read from them until a backend takes the connection.
  const server = createServer({ pauseOnConnect: true }, (client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    forward(client, candidates());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    routed,
    setBackends(list) {
      backends = list.map((backend) => ({ ...backend, ready: true, probing: false }));
      probe();
    },
    async close() {
      clearInterval(prober);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
