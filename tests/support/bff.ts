// A BFF test file starts with `const stack = bffForFile(options)`: a test provider on a fresh database and the BFF
// in front of it (optionally through a fault proxy), and users signed in through the BFF as a browser would be.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app.ts';
import { loadServerConfig } from '../../server/src/config.ts';
import { type BffClient, bffClient } from './bffClient.ts';
import { type FaultProxy, startFaultProxy } from './faultProxy.ts';
import { forFile } from './forFile.ts';
import {
  addBankAccount,
  createUser,
  type DevUserResponse,
  fundUser,
  latestOtp,
  startTestProvider,
  type TestProvider,
  type TestProviderOptions,
} from './provider.ts';

/** The Origin a browser on the platform sends. */
export const ORIGIN = 'http://localhost:3000';

export interface TestBffOptions {
  provider?: TestProviderOptions;
  /** Server variables over the test defaults (no client build, no maintenance file, generous rate limits). */
  env?: Record<string, string>;
  /** Put a fault proxy between the BFF and the provider (`stack.proxy`). */
  faultProxy?: boolean;
}

export interface SignedInUser {
  user: DevUserResponse;
  mobile: string;
  /** The browser's tRPC client, holding the session cookie. */
  bff: BffClient;
  /** The browser's Cookie header, for its websocket. */
  cookie: string;
}

export interface SignInOptions {
  state?: 'verified' | 'unverified';
  inr?: string;
  btc?: string;
  bank?: boolean;
}

export interface TestBff {
  provider: TestProvider;
  /** The fault proxy between the BFF and the provider (started with `faultProxy: true`). */
  readonly proxy: FaultProxy;
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every log line the BFF wrote (started with LOG_LEVEL info or lower to see request lines). */
  logLines: string[];
  /** A fresh browser: no cookies, the platform's Origin. */
  browser(): BffClient;
  /** A user made by the provider's dev fixtures (verified unless asked), funded, signed in with the SMS code. */
  signedIn(options?: SignInOptions): Promise<SignedInUser>;
  /** Another BFF on the same provider with other variables (closed with the stack). */
  startAnother(env: Record<string, string>): Promise<{ app: FastifyInstance; url: string }>;
  close(): Promise<void>;
}

const TEST_ENV = {
  CLIENT_DIST: '/nonexistent',
  LOG_LEVEL: 'silent',
  MAINTENANCE_FILE: '/nonexistent/maintenance.json',
  AUTH_RATE_LIMIT_PER_IP: '10000',
};

export async function startTestBff(options: TestBffOptions = {}): Promise<TestBff> {
  const provider = await startTestProvider({
    ...options.provider,
    env: { AUTH_ATTEMPTS_PER_IP: '10000', ...options.provider?.env },
  });
  const proxy = options.faultProxy ? await startFaultProxy(provider.url) : undefined;
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const apps: FastifyInstance[] = [];
  const listen = async (env: Record<string, string>) => {
    const app = buildApp(
      loadServerConfig({ PROVIDER_URL: proxy?.url ?? provider.url, ...TEST_ENV, ...options.env, ...env }),
      // Signed requests are checked by the provider's clock, which tests move.
      { logStream, now: () => provider.clock.now().getTime() },
    );
    apps.push(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  };
  const { app, url } = await listen({});
  const browser = () => bffClient(url, { origin: ORIGIN });
  return {
    provider,
    get proxy() {
      if (!proxy) throw new Error('the test BFF was started without faultProxy: true');
      return proxy;
    },
    app,
    url,
    logLines,
    browser,
    async signedIn(signIn = {}) {
      const user = await createUser(provider.url, { state: signIn.state ?? 'verified' });
      if (signIn.bank) await addBankAccount(provider.url, user.id);
      if (signIn.inr) await fundUser(provider.url, user.id, 'INR', signIn.inr);
      if (signIn.btc) await fundUser(provider.url, user.id, 'BTC', signIn.btc);
      const bff = browser();
      const mobile = user.mobile_number as string;
      await bff.trpc.auth.login.mutate({ mobile_number: mobile, password: user.password });
      await bff.trpc.auth.verifyOtp.mutate({
        mobile_number: mobile,
        type: 1,
        otp: await latestOtp(provider.url, mobile),
      });
      const cookie = [...bff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      return { user, mobile, bff, cookie };
    },
    startAnother: listen,
    async close() {
      for (const started of apps) await started.close();
      await proxy?.close();
      await provider.close();
    },
  };
}

/** One provider and BFF for the test file: started before its first test, closed after the last. */
export function bffForFile(options: TestBffOptions = {}): TestBff {
  return forFile('the test BFF', () => startTestBff(options));
}
