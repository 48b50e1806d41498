// A typed tRPC client of the BFF for server tests and journeys, with a cookie jar like a browser's and a record
// of every raw Set-Cookie header and response body (to prove no token ever appears in one).
import type { AppRouter } from '@sikka/server';
import { createTRPCClient, createWSClient, httpLink, TRPCClientError, wsLink } from '@trpc/client';
import { WebSocket } from 'ws';

export interface BffClient {
  trpc: ReturnType<typeof createTRPCClient<AppRouter>>;
  /** name → value, as the browser would send them. */
  cookies: Map<string, string>;
  /** Every Set-Cookie header received, in order. */
  setCookies: string[];
  /** Every response body received, in order. */
  bodies: string[];
}

export interface BffClientOptions {
  /** The Origin header to send (a browser always sends one on POST). */
  origin?: string;
  /** Leave out the x-sikka-client header, as a cross-site form would. */
  withoutClientHeader?: boolean;
  /** Extra headers on every call (e.g. x-forwarded-for, as a load balancer adds it). */
  headers?: Record<string, string>;
}

export function bffClient(baseUrl: string, options: BffClientOptions = {}): BffClient {
  const cookies = new Map<string, string>();
  const setCookies: string[] = [];
  const bodies: string[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    if (options.origin) headers.set('origin', options.origin);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    const response = await fetch(input, { ...init, headers });
    for (const header of response.headers.getSetCookie()) {
      setCookies.push(header);
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = /expires=Thu, 01 Jan 1970/i.test(header) || /max-age=0/i.test(header) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    const text = await response.text();
    bodies.push(text);
    return new Response(text, { status: response.status, headers: response.headers });
  };
  const trpc = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${baseUrl}/trpc`,
        fetch: recordingFetch,
        headers: () => (options.withoutClientHeader ? {} : { 'x-sikka-client': 'web' }),
      }),
    ],
  });
  return { trpc, cookies, setCookies, bodies };
}

/** A browser's websocket to the BFF (its session cookie, when it has one, and the platform's Origin on the upgrade). */
export function bffSocket(baseUrl: string, options: { cookie?: string | undefined; origin?: string } = {}) {
  const headers: Record<string, string> = {
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
  };
  const socket = createWSClient({
    url: `${baseUrl.replace('http', 'ws')}/trpc`,
    WebSocket: class extends WebSocket {
      constructor(address: string) {
        super(address, { headers });
      }
    } as never,
  });
  return {
    trpc: createTRPCClient<AppRouter>({ links: [wsLink({ client: socket })] }),
    close: () => socket.close(),
  };
}

/** The AppError of a failed call (kind, message, field errors), for assertions. */
export function appErrorOf(error: unknown) {
  if (!(error instanceof TRPCClientError)) throw error;
  return (error as TRPCClientError<AppRouter>).data?.appError;
}

/** Runs a call that must fail and answers its AppError and tRPC code. */
export async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const data = (error as TRPCClientError<AppRouter>).data;
    return { appError: data?.appError, code: data?.code, httpStatus: data?.httpStatus };
  }
  throw new Error('expected the call to fail');
}
