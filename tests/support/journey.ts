// One browser journey file's stack, set up once: the run's built client, the real provider and BFF as processes on
// free loopback ports, and Debian's Chromium. Each test opens its own contexts (no cookies, no storage), closed after
// it; a failing test leaves a screenshot of its last page and the processes' output. Start a file with
// `const journey = journeyForFile({ name: 'money' })`.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { DEMO, signInThroughBff } from './browserSession.ts';
import { builtClient } from './clientBuild.ts';
import { freePort, type RunningProcess, startBff } from './processes.ts';
import { createUser, type DevUserRequest, type DevUserResponse } from './provider.ts';
import { type RestartableProvider, startRestartableProvider } from './restartableProvider.ts';

export interface JourneyOptions {
  /** Names the folder failing journeys' screenshots go to: <tmpdir>/sikka-e2e-<name>, unless `screenshots` says. */
  name: string;
  screenshots?: string;
  /** Provider variables over the test defaults. */
  provider?: Record<string, string>;
  /** BFF variables over the test defaults (CLIENT_DIST is the run's built client). */
  bff?: Record<string, string>;
  /** The viewport of every page unless openPage says (default: playwright's 1280 × 720). */
  viewport?: { width: number; height: number };
  /**
   * Whether pages run the app's service worker (docs/app.md). Blocked unless a file allows it: each context is new,
   * so the worker would download the whole shell again for every page of every journey.
   */
  serviceWorkers?: 'allow' | 'block';
}

export interface Journey {
  /** The provider process; it can be stopped and started again on the same port and database. */
  readonly provider: RestartableProvider;
  /** The BFF serving the built client, in front of the provider. */
  readonly bff: RunningProcess;
  readonly browser: Browser;
  /** The run's built client, for a second BFF a journey starts itself. */
  readonly clientDist: string;
  /** A fresh browser context on a BFF (this file's unless `on` says) and its page. */
  openPage(
    name: string,
    options?: { viewport?: { width: number; height: number }; on?: RunningProcess },
  ): Promise<Page>;
  /** Signs the page's context in through the BFF's own calls (the demo account unless a user is given). */
  signIn(page: Page, user?: { mobile_number: string; password: string }): Promise<void>;
  /** A new user in the state a journey needs (POST /dev/users), signed in on the page. */
  signInNewUser(page: Page, spec?: DevUserRequest): Promise<DevUserResponse>;
}

interface Started {
  provider: RestartableProvider;
  bff: RunningProcess;
  browser: Browser;
  clientDist: string;
}

export function journeyForFile(options: JourneyOptions): Journey {
  const screenshots = options.screenshots ?? join(tmpdir(), `sikka-e2e-${options.name}`);
  let started: Started | undefined;
  let contexts: BrowserContext[] = [];
  let last: { name: string; page: Page; on: RunningProcess } | undefined;
  const stack = (): Started => {
    if (!started) throw new Error('the journey stack starts in beforeAll: use it inside a hook or a test');
    return started;
  };

  beforeAll(async () => {
    const clientDist = builtClient();
    // The three start side by side: the BFF only calls the provider once a request comes.
    const port = await freePort();
    const [provider, bff, browser] = await Promise.allSettled([
      startRestartableProvider(options.provider, { port }),
      startBff(`http://127.0.0.1:${port}`, { CLIENT_DIST: clientDist, ...options.bff }),
      launchBrowser(),
    ]);
    if (provider.status === 'fulfilled' && bff.status === 'fulfilled' && browser.status === 'fulfilled') {
      started = { provider: provider.value, bff: bff.value, browser: browser.value, clientDist };
      return;
    }
    await Promise.all([
      provider.status === 'fulfilled' ? provider.value.close() : null,
      bff.status === 'fulfilled' ? bff.value.stop() : null,
      browser.status === 'fulfilled' ? browser.value.close() : null,
    ]);
    const failed = [provider, bff, browser].find((each) => each.status === 'rejected');
    throw failed?.status === 'rejected' ? failed.reason : new Error('the journey stack did not start');
  });

  afterEach(async ({ task }) => {
    // Taken here, before the contexts close (onTestFailed runs after the afterEach hooks).
    if (task.result?.state === 'fail' && last) {
      mkdirSync(screenshots, { recursive: true });
      const path = join(screenshots, `${last.name}.png`);
      await last.page.screenshot({ path, fullPage: true }).catch(() => undefined);
      console.error(
        `screenshot of the failing journey: ${path}\nBFF output:\n${last.on.output()}\n` +
          `provider output:\n${stack().provider.output()}`,
      );
    }
    last = undefined;
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });

  afterAll(async () => {
    await started?.browser.close();
    await started?.bff.stop();
    await started?.provider.close();
  });

  const journey: Journey = {
    get provider() {
      return stack().provider;
    },
    get bff() {
      return stack().bff;
    },
    get browser() {
      return stack().browser;
    },
    get clientDist() {
      return stack().clientDist;
    },
    async openPage(name, pageOptions = {}) {
      const on = pageOptions.on ?? stack().bff;
      const viewport = pageOptions.viewport ?? options.viewport;
      const context = await stack().browser.newContext({
        baseURL: on.url,
        serviceWorkers: options.serviceWorkers ?? 'block',
        ...(viewport ? { viewport } : {}),
      });
      contexts.push(context);
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      last = { name, page, on };
      return page;
    },
    async signIn(page, user = { mobile_number: DEMO.mobile, password: DEMO.password }) {
      await signInThroughBff(page, stack().provider.url, user.mobile_number, user.password);
    },
    async signInNewUser(page, spec = {}) {
      const user = await createUser(stack().provider.url, spec);
      await journey.signIn(page, { mobile_number: user.mobile_number as string, password: user.password });
      return user;
    },
  };
  return journey;
}

/** The §2 scratch-card pop-up a first deposit or a first trade opens: waits for it, then closes it. */
export async function closeScratchCard(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: 'Scratch Card' });
  await popup.getByRole('button', { name: 'Close' }).click();
  await popup.waitFor({ state: 'detached' });
}
