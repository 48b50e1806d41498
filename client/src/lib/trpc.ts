// The typed tRPC client of the BFF: React hooks for components, a plain client for fire-and-forget calls.
// Queries and mutations go to /trpc in HTTP batches with the static client header the BFF requires (CSRF
// defence); subscriptions (the maintenance flag, prices) go over one websocket on the same path, because the
// BFF runs subscriptions only there. The session travels in the BFF's httpOnly cookie, which this code never sees.
import type { AppRouter } from '@sikka/server';
import { createTRPCClient, createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

export const trpc = createTRPCReact<AppRouter>();

const TRPC_PATH = '/trpc';
const CLIENT_HEADERS = { 'x-sikka-client': 'web' } as const;

/** ws(s)://<this host>/trpc: the socket follows the page's scheme, so https pages get wss. */
export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${TRPC_PATH}`;
}

function httpLinkToBff() {
  return httpBatchLink({ url: TRPC_PATH, headers: () => CLIENT_HEADERS });
}

// One socket per page, opened with the first subscription and closed with the last (lazy); tRPC reconnects
// it with backoff and re-subscribes whatever was open.
let socket: ReturnType<typeof createWSClient> | null = null;
function sharedSocket() {
  socket ??= createWSClient({
    url: () => socketUrl(window.location),
    lazy: { enabled: true, closeMs: 0 },
  });
  return socket;
}

/** The open socket's connection as the tRPC ws client knows it (null before the first subscription). */
export function realtimeConnection(): { id: number; state: 'open' | 'closed' | 'connecting' } | null {
  const connection = socket?.connection;
  return connection ? { id: connection.id, state: connection.state } : null;
}

/**
 * Tells `listener` whenever the ws client's connection state changes ('idle', 'connecting', 'pending' = open);
 * the socket is made lazily, so a listener attached before it exists is attached when it is made.
 */
export function onRealtimeStateChange(
  listener: (state: 'idle' | 'connecting' | 'pending') => void,
): () => void {
  const subscription = sharedSocket().connectionState.subscribe({ next: (value) => listener(value.state) });
  return () => subscription.unsubscribe();
}

/** The client the React provider hands to every hook. */
export function createReactTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (operation) => operation.type === 'subscription',
        true: wsLink({ client: sharedSocket() }),
        false: httpLinkToBff(),
      }),
    ],
  });
}

/** For calls made outside components and outside the query cache (analytics): HTTP only. */
export const plainTrpc = createTRPCClient<AppRouter>({ links: [httpLinkToBff()] });
