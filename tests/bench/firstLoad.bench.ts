// First load as a visitor's browser sees it: the production client served by a spawned BFF (with a spawned provider
// on its embedded PostgreSQL), opened in Chromium. Per route: the JavaScript it loads until the network is quiet (as
// transferred, brotli, and as gzip, the goal's measure), then with the CPU slowed 4× and a Fast-4G network through
// the DevTools protocol, a cold load's Largest Contentful Paint, Cumulative Layout Shift and longest task after the
// first paint. Goals (docs/benchmarks.md "First load"): /in/home ≤ 150 KB of JavaScript gzip, other routes ≤ 200 KB;
// LCP ≤ 1.0 s; CLS < 0.1; no task over 200 ms after the first paint.
// Env: FIRST_LOAD_ROUTES (comma-separated), FIRST_LOAD_RUNS (throttled loads per route, default 3; the median is
// shown), FIRST_LOAD_FILES=1 (list each route's scripts with their gzip KB), FIRST_LOAD_TIMELINE=1 (the median
// load's requests with their start and end, and its paints), FIRST_LOAD_VIEWPORT=390x844 (the window, else
// Playwright's 1280x720), FIRST_LOAD_ALL=1 (every load's LCP and CLS, not only the median).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { root, runBench, sleep, tempDir } from './lib/processes.ts';
import { startBenchBff, startBenchProvider } from './lib/services.ts';
import { fixed, table } from './lib/table.ts';

const ROUTES = (
  process.env.FIRST_LOAD_ROUTES ?? '/in/home,/in/bitcoin,/in/exchange/inr/btc,/in/home?type=login'
).split(',');
const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 3);
const [width, height] = (process.env.FIRST_LOAD_VIEWPORT ?? '').split('x').map(Number);
const VIEWPORT = width && height ? { viewport: { width, height } } : {};
const KB = 1000;
const goalKb = (route: string) => (new URL(route, 'http://x').pathname === '/in/home' ? 150 : 200);
// Chrome DevTools' Fast 4G preset: 9 Mbit/s down, 1.5 Mbit/s up, 60 ms round trip (then 4× CPU).
const FAST_4G = {
  offline: false,
  latency: 60,
  downloadThroughput: (9_000_000 / 8) | 0,
  uploadThroughput: (1_500_000 / 8) | 0,
};

/** Observers set before any script of the page runs: LCP, layout shifts, long tasks, first paint. */
const OBSERVE = `(() => {
  const perf = { lcp: 0, lcpElement: '', cls: 0, shifts: {}, longest: 0, firstPaint: 0 };
  window.__perf = perf;
  const describe = (node) => !node || !node.tagName ? String(node && node.nodeName) :
    node.tagName.toLowerCase() + (node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\\s+/).join('.') : '');
  new PerformanceObserver((list) => { for (const e of list.getEntries()) { perf.lcp = e.startTime; perf.lcpElement = describe(e.element); } })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      perf.cls += e.value;
      // What moved, each source credited with the whole shift's score.
      for (const source of e.sources || []) { const key = describe(source.node); perf.shifts[key] = (perf.shifts[key] || 0) + e.value; }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-paint') perf.firstPaint = e.startTime; })
    .observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (perf.firstPaint > 0 && e.startTime >= perf.firstPaint) perf.longest = Math.max(perf.longest, e.duration);
  }).observe({ type: 'longtask', buffered: true });
})();`;

interface Scripts {
  brotli: number;
  gzip: number;
  count: number;
  /** Each script's file and gzip size, largest first. */
  files: Array<[string, number]>;
}

/** The scripts a route loads until the network has been quiet for a second, by their files on disk. */
async function scriptsOf(browser: Browser, url: string, dist: string): Promise<Scripts> {
  const context = await browser.newContext(VIEWPORT);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await sleep(1_000);
  const paths = (await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname),
  )) as string[];
  await context.close();
  // A file under the build's 1 KB threshold has no compressed copy: it is sent as it is.
  const size = (path: string, suffix: string) => {
    const file = join(dist, path);
    return existsSync(`${file}${suffix}`) ? statSync(`${file}${suffix}`).size : statSync(file).size;
  };
  return {
    files: paths
      .map((path): [string, number] => [path.replace('/assets/', ''), size(path, '.gz')])
      .sort((a, b) => b[1] - a[1]),
    count: paths.length,
    brotli: paths.reduce((sum, path) => sum + size(path, '.br'), 0),
    gzip: paths.reduce((sum, path) => sum + size(path, '.gz'), 0),
  };
}

interface Vitals {
  lcp: number;
  /** The LCP element, as tag.classes. */
  lcpElement: string;
  firstPaint: number;
  cls: number;
  /** The elements that moved, by the layout-shift score of the shifts they were in. */
  shifts: Record<string, number>;
  longest: number;
  /** Each request of the load: what, when it started and ended (ms). */
  timeline: Array<[string, number, number]>;
}

/** One cold, throttled load: a new context (empty cache), 4× CPU and Fast 4G. */
async function throttledLoad(browser: Browser, url: string): Promise<Vitals> {
  const context = await browser.newContext(VIEWPORT);
  const page: Page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'networkidle' });
  await sleep(1_500);
  const vitals = (await page.evaluate('window.__perf')) as Vitals;
  vitals.timeline = (await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const url = new URL(entry.name);
      return [
        url.pathname.replace('/assets/', '') + url.search.slice(0, 40),
        entry.startTime,
        (entry as unknown as { responseEnd: number }).responseEnd,
      ];
    }),
  )) as Array<[string, number, number]>;
  await context.close();
  return vitals;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

runBench(async () => {
  const dir = tempDir('first-load');
  const dist = join(dir, 'client');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(root, 'client'),
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`client build failed: ${build.stderr}`);
  const { provider } = await startBenchProvider(dir);
  const bff = await startBenchBff(dir, provider.url, { env: { CLIENT_DIST: dist, LOG_LEVEL: 'warn' } });
  const browser = await launchBrowser();
  try {
    const sizes: string[][] = [];
    const vitals: string[][] = [];
    /** What stands in the way of each goal not met. */
    const inTheWay: string[] = [];
    for (const route of ROUTES) {
      const url = `${bff.url}${route}`;
      const scripts = await scriptsOf(browser, url, dist);
      sizes.push([
        route,
        String(scripts.count),
        fixed(scripts.brotli / KB),
        fixed(scripts.gzip / KB),
        `≤ ${goalKb(route)}`,
        verdict(scripts.gzip / KB <= goalKb(route)),
      ]);
      if (scripts.gzip / KB > goalKb(route))
        inTheWay.push(
          `${route} size: the largest scripts (gzip KB) ${scripts.files
            .slice(0, 4)
            .map(([file, gzip]) => `${file} ${fixed(gzip / KB)}`)
            .join(', ')}`,
        );
      if (process.env.FIRST_LOAD_FILES)
        console.log(
          `${route}: ${scripts.files.map(([file, gzip]) => `${file} ${fixed(gzip / KB)}`).join(', ')}`,
        );
      const runs: Vitals[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await throttledLoad(browser, url));
      if (process.env.FIRST_LOAD_ALL)
        console.log(
          `${route}: LCP ${runs.map((one) => fixed(one.lcp, 0)).join(' / ')} ms, CLS ${runs.map((one) => fixed(one.cls, 3)).join(' / ')}`,
        );
      const lcp = median(runs.map((one) => one.lcp));
      const cls = median(runs.map((one) => one.cls));
      const longest = median(runs.map((one) => one.longest));
      const middle = runs.find((one) => one.lcp === lcp) ?? runs[0];
      if (lcp > 1_000 && middle)
        inTheWay.push(
          `${route} LCP: ${middle.lcpElement} painted at ${fixed(lcp, 0)} ms, first paint at ${fixed(middle.firstPaint, 0)} ms ` +
            (lcp - middle.firstPaint < 50
              ? `(the page paints whole at its first paint; until then its ${fixed(scripts.gzip / KB)} KB gzip of ` +
                'scripts download over Fast 4G and are parsed and run at 4× CPU)'
              : '(until the first paint: the entry scripts downloaded, parsed and run at 4× CPU; then the page ' +
                "waits for its route's code and its data)"),
        );
      if (process.env.FIRST_LOAD_TIMELINE && middle) {
        console.log(
          `${route}: first paint ${fixed(middle.firstPaint, 0)} ms, LCP ${fixed(lcp, 0)} ms (${middle.lcpElement})`,
        );
        for (const [what, start, end] of middle.timeline)
          console.log(`  ${fixed(start, 0).padStart(5)}–${fixed(end, 0).padEnd(5)} ${what}`);
      }
      const shifted = runs.find((one) => one.cls === cls) ?? runs[0];
      if (cls >= 0.1 && shifted)
        inTheWay.push(
          `${route} CLS: what moved ${Object.entries(shifted.shifts)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 4)
            .map(([element, score]) => `${element} ${fixed(score, 3)}`)
            .join(', ')}`,
        );
      vitals.push([
        route,
        fixed(lcp, 0),
        verdict(lcp <= 1_000),
        fixed(cls, 3),
        verdict(cls < 0.1),
        fixed(longest, 0),
        verdict(longest <= 200),
      ]);
    }
    console.log('first load: JavaScript until the network is quiet (KB = 1,000 bytes)\n');
    console.log(table(['route', 'scripts', 'brotli KB', 'gzip KB', 'goal gzip KB', ''], sizes));
    console.log(`\ncold loads, CPU 4× slower, Fast 4G (60 ms, 9 / 1.5 Mbit/s); median of ${RUNS}\n`);
    console.log(
      table(['route', 'LCP ms', '≤ 1,000 ms', 'CLS', '< 0.1', 'longest task ms', '≤ 200 ms'], vitals),
    );
    if (inTheWay.length > 0)
      console.log(`\nin the way of the goals not met:\n${inTheWay.map((line) => `- ${line}`).join('\n')}`);
  } finally {
    await browser.close();
  }
});
