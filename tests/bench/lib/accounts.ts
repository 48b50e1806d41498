// Benchmark users: verified and funded through the provider's development fixtures, signed in straight to the
// provider (a bearer token) or through the BFF (the session cookie, as a browser on its origin holds it), and the
// calls each way; and the operator's ledger check after a burst. The measured calls go through an undici Pool:
// the load generator shares the machine's cores with what it measures, so it should cost as little as it can.
import { Pool } from 'undici';

const json = { 'content-type': 'application/json' };
const pools = new Map<string, Pool>();
const poolFor = (origin: string) => {
  let pool = pools.get(origin);
  if (!pool) {
    pool = new Pool(origin, { connections: 128 });
    pools.set(origin, pool);
  }
  return pool;
};

/** One measured call: the JSON answer, or a thrown error naming the call and its status. */
async function pooled(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<unknown> {
  const response = await poolFor(origin).request({
    method,
    path,
    headers: body === undefined ? headers : { ...headers, ...json },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.body.text();
  if (response.statusCode < 200 || response.statusCode >= 300)
    throw new Error(`${method} ${path} answered ${response.statusCode}: ${text}`);
  return text === '' ? undefined : JSON.parse(text);
}

/** Closes the measured calls' connections (the end of a benchmark). */
export async function closePools(): Promise<void> {
  await Promise.all([...pools.values()].map((pool) => pool.close()));
  pools.clear();
}

/** Every benchmark user's password. */
export const BENCH_PASSWORD = 'Bench@1234';

export async function expectOk(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text}`);
  return text === '' ? undefined : JSON.parse(text);
}

async function latestOtp(providerUrl: string, mobile: string): Promise<string> {
  const entries = (await expectOk(await fetch(`${providerUrl}/dev/outbox?to=${mobile}`), 'outbox')) as Array<{
    code: string;
  }>;
  const code = entries.find((entry) => entry.code !== '')?.code;
  if (!code) throw new Error(`no OTP for ${mobile}`);
  return code;
}

/** A verified user funded with the given amounts (e.g. { INR: '10000000' }); answers the mobile number. */
export async function fundedUser(providerUrl: string, funds: Record<string, string>): Promise<string> {
  const made = (await expectOk(
    await fetch(`${providerUrl}/dev/users`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ state: 'verified', password: BENCH_PASSWORD }),
    }),
    'POST /dev/users',
  )) as { id: number; mobile_number: string };
  for (const [asset, amount] of Object.entries(funds)) {
    await expectOk(
      await fetch(`${providerUrl}/dev/users/${made.id}/fund`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ asset, amount }),
      }),
      'fund',
    );
  }
  return made.mobile_number;
}

/** A signed-in user's calls, whichever way they travel. */
export interface Session {
  post(call: string, body: unknown): Promise<unknown>;
  get(call: string): Promise<unknown>;
}

/** Straight to the provider: paths as they are, with the bearer token. */
export async function providerSession(providerUrl: string, mobile: string): Promise<Session> {
  const post = async (path: string, token: string | null, body: unknown) =>
    expectOk(
      await fetch(`${providerUrl}${path}`, {
        method: 'POST',
        headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }),
      `POST ${path}`,
    );
  await post('/auth/login', null, { mobile_number: mobile, password: BENCH_PASSWORD });
  const otp = await latestOtp(providerUrl, mobile);
  const { token } = (await post('/auth/verify-otp', null, { mobile_number: mobile, type: 1, otp })) as {
    token: string;
  };
  const auth = { authorization: `Bearer ${token}` };
  return {
    post: (path, body) => pooled(providerUrl, 'POST', path, auth, body),
    get: (path) => pooled(providerUrl, 'GET', path, auth),
  };
}

/** Through the BFF: tRPC procedures over HTTP with the session cookie and the headers a browser sends. */
export async function bffSession(bffUrl: string, providerUrl: string, mobile: string): Promise<Session> {
  // What a browser on the BFF's own origin sends with every call (docs/architecture.md: cross-site checks).
  const browserHeaders = { origin: bffUrl, 'x-sikka-client': 'web' };
  const trpc = async (path: string, cookie: string, input?: unknown) => {
    const response = await fetch(`${bffUrl}/trpc/${path}`, {
      method: input === undefined ? 'GET' : 'POST',
      headers: { ...browserHeaders, ...json, ...(cookie ? { cookie } : {}) },
      ...(input === undefined ? {} : { body: JSON.stringify(input) }),
    });
    const cookies = response.headers.getSetCookie().map((header) => header.split(';', 1)[0]);
    const body = (await expectOk(response, `tRPC ${path}`)) as { result: { data: unknown } };
    return { data: body.result.data, cookies };
  };
  const login = await trpc('auth.login', '', { mobile_number: mobile, password: BENCH_PASSWORD });
  const otp = await latestOtp(providerUrl, mobile);
  const verified = await trpc('auth.verifyOtp', login.cookies.join('; '), {
    mobile_number: mobile,
    type: 1,
    otp,
  });
  const cookie = verified.cookies.filter((pair) => !pair?.endsWith('=')).join('; ');
  if (!cookie) throw new Error('the BFF set no session cookie');
  const headers = { ...browserHeaders, cookie };
  const data = (answer: unknown) => (answer as { result: { data: unknown } }).result.data;
  return {
    post: async (procedure, body) => data(await pooled(bffUrl, 'POST', `/trpc/${procedure}`, headers, body)),
    get: async (procedure) => data(await pooled(bffUrl, 'GET', `/trpc/${procedure}`, headers)),
  };
}

/** The operator's GET /admin/ledger/invariants: every entry sums to zero, no balance negative. */
export async function booksBalanced(providerUrl: string, adminToken: string): Promise<boolean> {
  const report = (await expectOk(
    await fetch(`${providerUrl}/admin/ledger/invariants`, {
      headers: { authorization: `Bearer ${adminToken}` },
    }),
    'GET /admin/ledger/invariants',
  )) as { balanced: boolean };
  return report.balanced;
}
