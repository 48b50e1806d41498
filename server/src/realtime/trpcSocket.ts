// tRPC over websockets on the BFF's own port and path (/trpc): the upgrade is checked for Origin, then
// handed to tRPC's ws handler. Subscriptions only (trpc.ts refuses queries and mutations on a socket).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { AppRouter } from '../appRouter.ts';
import { checkUpgradeRequest } from '../security/crossSite.ts';
import { frameEncoder } from './frame.ts';
import { startHeartbeat } from './heartbeat.ts';

export const TRPC_PATH = '/trpc';
// Browsers send subscribe/unsubscribe messages only: small. A bigger frame is not ours.
const MAX_MESSAGE_BYTES = 64 * 1024;

export interface TrpcSocketOptions {
  router: AppRouter;
  createContext: Parameters<typeof applyWSSHandler<AppRouter>>[0]['createContext'];
  allowedOrigins: readonly string[];
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function attachTrpcSocket(app: FastifyInstance, options: TrpcSocketOptions): WebSocketServer {
  // No compression, so that feeds may write whole frames beside ws (browserSocket.ts).
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
  });
  const handler = applyWSSHandler<AppRouter>({
    wss,
    router: options.router,
    createContext: options.createContext,
    experimental_encoder: frameEncoder,
  });
  // Keep-alive is ours, not tRPC's (whose per-connection timers ping connections that came together in step).
  const heartbeat = startHeartbeat(wss);

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = request.url?.split('?', 1)[0];
    if (path !== TRPC_PATH) return refuse(socket, '404 Not Found');
    const verdict = checkUpgradeRequest(request.headers, options.allowedOrigins);
    if (!verdict.ok) {
      app.log.warn({ refused: verdict.reason }, 'cross-site check refused a websocket');
      return refuse(socket, '403 Forbidden');
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
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
