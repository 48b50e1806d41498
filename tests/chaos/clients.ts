// The chaos scenarios' callers: users made by the provider's development fixtures and signed in straight to the
// provider or through the BFF, answering status and body without throwing (a refusal is data here), and the
// operator's ledger check.
import { BENCH_PASSWORD } from '../bench/lib/accounts.ts';

export interface Answer {
  status: number;
  body: unknown;
}

const json = { 'content-type': 'application/json' };

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // not JSON: kept as text (a proxy's page)
  }
  return { status: response.status, body };
}

/** A call that never throws: a network error is status 0. */
export async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  try {
    return await answer(await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(30_000) }));
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}

export interface DevUser {
  id: number;
  mobile: string;
  totpSecret: string | null;
}

/** A verified user (optionally with Google Authenticator and a bank account), funded per asset. */
export async function devUser(
  providerUrl: string,
  options: { totp?: boolean; bank?: boolean; funds?: Record<string, string>; state?: string } = {},
): Promise<DevUser> {
  const made = await send(`${providerUrl}/dev/users`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      state: options.state ?? 'verified',
      password: BENCH_PASSWORD,
      ...(options.totp ? { totp_secret: true } : {}),
    }),
  });
  if (made.status !== 201)
    throw new Error(`POST /dev/users answered ${made.status}: ${JSON.stringify(made.body)}`);
  const user = made.body as { id: number; mobile_number: string; totp_secret: string | null };
  if (options.bank)
    await send(`${providerUrl}/dev/users/${user.id}/bank-account`, {
      method: 'POST',
      headers: json,
      body: '{}',
    });
  for (const [asset, amount] of Object.entries(options.funds ?? {})) {
    const funded = await send(`${providerUrl}/dev/users/${user.id}/fund`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ asset, amount }),
    });
    if (funded.status >= 300)
      throw new Error(`fund answered ${funded.status}: ${JSON.stringify(funded.body)}`);
  }
  return { id: user.id, mobile: user.mobile_number, totpSecret: user.totp_secret };
}

/** The newest code the dev outbox holds for a number. */
export async function latestCode(providerUrl: string, to: string): Promise<string> {
  const outbox = await send(`${providerUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
  const code = (outbox.body as Array<{ code: string }> | undefined)?.find((entry) => entry.code !== '')?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Straight to the provider with a bearer token. */
export interface ProviderCaller {
  token: string;
  post(path: string, body?: unknown): Promise<Answer>;
  get(path: string): Promise<Answer>;
}

export function providerCaller(providerUrl: string, token: string): ProviderCaller {
  const auth = { authorization: `Bearer ${token}` };
  return {
    token,
    post: (path, body) =>
      send(`${providerUrl}${path}`, {
        method: 'POST',
        headers: { ...json, ...auth },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    get: (path) => send(`${providerUrl}${path}`, { headers: auth }),
  };
}

/** Signs a user in straight to the provider: password, then the SMS code (or the authenticator's). */
export async function signInToProvider(
  providerUrl: string,
  user: DevUser,
  authenticatorCode?: () => string,
): Promise<ProviderCaller> {
  const login = await send(`${providerUrl}/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ mobile_number: user.mobile, password: BENCH_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  const otp = authenticatorCode ? authenticatorCode() : await latestCode(providerUrl, user.mobile);
  const verified = await send(`${providerUrl}/auth/verify-otp`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ mobile_number: user.mobile, type: 1, otp }),
  });
  const token = (verified.body as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`verify-otp answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return providerCaller(providerUrl, token);
}

/** A browser's tRPC calls to the BFF with its session cookie, its origin and client header. */
export interface BffCaller {
  cookie: string;
  mutate(procedure: string, input?: unknown): Promise<Answer>;
  query(procedure: string, input?: unknown): Promise<Answer>;
}

export function bffCaller(bffUrl: string, cookie = ''): BffCaller {
  const headers = { ...json, origin: bffUrl, 'x-sikka-client': 'web', ...(cookie ? { cookie } : {}) };
  return {
    cookie,
    mutate: (procedure, input) =>
      send(`${bffUrl}/trpc/${procedure}`, {
        method: 'POST',
        headers,
        ...(input === undefined ? {} : { body: JSON.stringify(input) }),
      }),
    query: (procedure, input) =>
      send(
        `${bffUrl}/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        { headers },
      ),
  };
}

/** Signs a user in through the BFF (login, then the SMS code) and answers a caller holding the session cookie. */
export async function signInToBff(bffUrl: string, providerUrl: string, user: DevUser): Promise<BffCaller> {
  const login = await fetch(`${bffUrl}/trpc/auth.login`, {
    method: 'POST',
    headers: { ...json, origin: bffUrl, 'x-sikka-client': 'web' },
    body: JSON.stringify({ mobile_number: user.mobile, password: BENCH_PASSWORD }),
  });
  const flow = login.headers
    .getSetCookie()
    .map((header) => header.split(';', 1)[0])
    .join('; ');
  await login.text();
  const verified = await fetch(`${bffUrl}/trpc/auth.verifyOtp`, {
    method: 'POST',
    headers: { ...json, origin: bffUrl, 'x-sikka-client': 'web', cookie: flow },
    body: JSON.stringify({
      mobile_number: user.mobile,
      type: 1,
      otp: await latestCode(providerUrl, user.mobile),
    }),
  });
  await verified.text();
  const cookie = verified.headers
    .getSetCookie()
    .map((header) => header.split(';', 1)[0] as string)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  if (!cookie) throw new Error(`the BFF set no session cookie (verifyOtp answered ${verified.status})`);
  return bffCaller(bffUrl, cookie);
}

/** The tRPC result's data of a 200 answer. */
export function dataOf<T>(answer: Answer): T {
  return (answer.body as { result: { data: T } }).result.data;
}

/** The operator's GET /admin/ledger/invariants: every entry sums to zero, no balance negative. */
export async function booksBalanced(providerUrl: string, adminToken: string): Promise<boolean> {
  const report = await send(`${providerUrl}/admin/ledger/invariants`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  return report.status === 200 && (report.body as { balanced?: boolean }).balanced === true;
}

/** Every instant order a user has, all pages of the last day (§9 pages of 4). */
export async function allOrders(caller: ProviderCaller): Promise<Array<{ id: number; total: string }>> {
  const orders: Array<{ id: number; total: string }> = [];
  for (let page = 1; ; page += 1) {
    const answer = await caller.get(`/wallet/history/orders?days=1&page=${page}`);
    if (answer.status !== 200) throw new Error(`order history answered ${answer.status}`);
    const body = answer.body as {
      data: Array<{ id: number; total: string }>;
      per_page: number;
      total: number;
    };
    orders.push(...body.data);
    if (page * body.per_page >= body.total) return orders;
  }
}
