// The typed tRPC client of the BFF: React hooks for components, a plain client for fire-and-forget calls.
// Every call goes to /trpc in HTTP batches with the static client header the BFF requires (CSRF defence);
// the session travels in the BFF's httpOnly cookie, which this code never sees.
import type { AppRouter } from '@sikka/server';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

export const trpc = createTRPCReact<AppRouter>();

const CLIENT_HEADERS = { 'x-sikka-client': 'web' } as const;

function links() {
  return [httpBatchLink({ url: '/trpc', headers: () => CLIENT_HEADERS })];
}

/** The client the React provider hands to every hook. */
export function createReactTrpcClient() {
  return trpc.createClient({ links: links() });
}

/** For calls made outside components and outside the query cache (analytics). */
export const plainTrpc = createTRPCClient<AppRouter>({ links: links() });
