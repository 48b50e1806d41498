// tRPC over websockets on the BFF's own port and path (/trpc): the upgrade is checked for Origin and the
// address's count of open sockets, then handed to tRPC's ws handler. Subscriptions only (trpc.ts refuses queries
// and mutations on a socket).
import type { IncomingMessage } from 'node:http';
import type { Duplex, Writable } from 'node:stream';
import proxyAddr from '@fastify/proxy-addr';
import { applyWSSHandler, type CreateWSSContextFnOptions } from '@trpc/server/adapters/ws';
import type { FastifyInstance } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import type { AppRouter } from './appRouter.ts';
import type { ServerConfig } from './config.ts';
import type { Context } from './context.ts';
import { type BrowserSocket, browserSocket } from './realtime/browserSocket.ts';
import { frameEncoder } from './realtime/frame.ts';
import { startHeartbeat } from './realtime/heartbeat.ts';
import { trustFunction } from './realtime/socketAddress.ts';
import { checkUpgradeRequest } from './security/crossSite.ts';

const TRPC_PATH = '/trpc';
// Browsers send subscribe/unsubscribe messages only: small. A bigger frame is not ours.
const MAX_MESSAGE_BYTES = 64 * 1024;

export const TOO_MANY_SOCKETS_CLOSE = {
  code: 4029,
  reason: 'too many connections from this address',
} as const;

interface TrpcSocketOptions {
  router: AppRouter;
  /** One context per connection, given the connection as the BFF holds it. */
  createContext: (options: CreateWSSContextFnOptions, socket: BrowserSocket) => Promise<Context>;
  allowedOrigins: readonly string[];
  /** Whose X-Forwarded-For names the browser (Fastify's trustProxy, as the BFF's HTTP requests read it). */
  trustProxy: ServerConfig['TRUST_PROXY'];
  socketsPerAddress: number;
  subscriptionsPerSocket: number;
  /** Upgrade paths another websocket server of the BFF takes (the integrators'): left alone here. */
  otherPaths?: readonly string[];
}

/** Open sockets per browser address; each counts from its handshake until it closes. */
class SocketsPerAddress {
  readonly #open = new Map<string, number>();
  constructor(readonly max: number) {}
  /** Counts a socket from `address`, or answers false when the address already has the most it may. */
  admit(address: string, ws: WebSocket): boolean {
    const open = this.#open.get(address) ?? 0;
    if (open >= this.max) return false;
    this.#open.set(address, open + 1);
    ws.once('close', () => {
      const left = (this.#open.get(address) ?? 1) - 1;
      if (left === 0) this.#open.delete(address);
      else this.#open.set(address, left);
    });
    return true;
  }
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Closes a websocket with a code the browser can read; one that does not answer within a second is cut. */
function refuseSocket(ws: WebSocket, { code, reason }: { code: number; reason: string }): void {
  ws.close(code, reason);
  setTimeout(() => ws.terminate(), 1_000).unref();
}

export function attachTrpcSocket(app: FastifyInstance, options: TrpcSocketOptions): WebSocketServer {
  // No compression, so that feeds may write whole frames beside ws (browserSocket.ts).
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
  });
  const sockets = new WeakMap<WebSocket, BrowserSocket>();
  const handler = applyWSSHandler<AppRouter>({
    wss,
    router: options.router,
    createContext: (context) => options.createContext(context, sockets.get(context.res) as BrowserSocket),
    experimental_encoder: frameEncoder,
  });
  const trust = trustFunction(options.trustProxy);
  const perAddress = new SocketsPerAddress(options.socketsPerAddress);
  // Keep-alive is ours, not tRPC's (whose per-connection timers ping connections that came together in step).
  const heartbeat = startHeartbeat(wss);

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = request.url?.split('?', 1)[0] ?? '';
    if (options.otherPaths?.includes(path)) return;
    if (path !== TRPC_PATH) return refuse(socket, '404 Not Found');
    const verdict = checkUpgradeRequest(request.headers, options.allowedOrigins);
    if (!verdict.ok) {
      app.log.warn({ refused: verdict.reason }, 'cross-site check refused a websocket');
      return refuse(socket, '403 Forbidden');
    }
    const address = proxyAddr(request, trust);
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (!perAddress.admit(address, ws)) {
        app.log.warn({ cap: options.socketsPerAddress }, 'an address at its websocket cap; one more refused');
        return refuseSocket(ws, TOO_MANY_SOCKETS_CLOSE);
      }
      const maxSubscriptions = options.subscriptionsPerSocket;
      sockets.set(ws, browserSocket(ws, socket as Writable, { address, maxSubscriptions }));
      wss.emit('connection', ws, request);
    });
  };
  app.server.on('upgrade', onUpgrade);

  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    // tRPC clients reconnect (to another instance behind the balancer) when told to, keeping their subscriptions.
    handler.broadcastReconnectNotification();
    // Then the sockets close: the HTTP server counts upgraded sockets as open connections, so close() would
    // otherwise wait for them forever. A socket that does not close politely within a second is cut.
    const closing = [...wss.clients].map(
      (client) =>
        new Promise<void>((resolve) => {
          client.once('close', () => resolve());
          client.close(1001, 'server restarting');
          setTimeout(() => {
            client.terminate();
            resolve();
          }, 1_000).unref();
        }),
    );
    await Promise.all(closing);
  });
  app.addHook('onClose', async () => {
    heartbeat.stop();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
  return wss;
}
