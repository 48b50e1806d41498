// The exchange journey's page objects (tests/e2e/exchange.test.ts): a trader's browser on the BTC-INR screen, the
// provider's own book off its stream, the §4 order dialog, and what the pages show (balances, figures, axe-core's
// findings, a chart's ink).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { applyBookEvent, type BookCopy, type BookEvent } from '@sikka/shared/exchange/orderBook';
import { pairConfig } from '@sikka/shared/exchange/pairs';
import { toMinorUnits } from '@sikka/shared/money/amount';
import type { Wallets } from '@sikka/shared/wallet/schemas';
import type { Locator, Page } from 'playwright-core';
import WebSocket from 'ws';
import { bffQuery } from './browserSession.ts';
import type { Journey } from './journey.ts';
import { fundUser } from './provider.ts';
import { until } from './until.ts';

export const BTC = pairConfig('BTC-INR');
// The fee schedule's exchange rates (provider FEE_SCHEDULE defaults): maker 0.10%, taker 0.20%, GST 18%, TDS 1%.
export const RATES = { makerBps: 10, takerBps: 20, gstBps: 1800, tdsBps: 100 };
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const now = () => performance.timeOrigin + performance.now();

/** What the page's own script sees (tests have no DOM types). */
interface PageGlobals {
  document: { body: unknown; querySelectorAll(selector: string): Iterable<{ textContent: string | null }> };
  MutationObserver: new (
    callback: () => void,
  ) => { observe(target: unknown, options: Record<string, boolean>): void };
  localStorage: { getItem(key: string): string | null };
  askShownAt?: number;
  axe: {
    run(context: unknown): Promise<{
      violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown }> }>;
    }>;
  };
}

/** A person's own browser (its own cookies), signed in, on the BTC-INR trading screen. */
export async function openTrader(
  journey: Journey,
  name: string,
  funds: { INR?: string; BTC?: string },
): Promise<Page> {
  const page = await journey.openPage(name);
  page.context().setDefaultTimeout(15_000);
  page.on('pageerror', (error) => console.error(`${name}: ${error.message}`));
  const user = await journey.signInNewUser(page, { state: 'verified' });
  for (const [asset, amount] of Object.entries(funds))
    await fundUser(journey.provider.url, user.id, asset, amount);
  await page.goto('/in/exchange/inr/btc');
  await page.getByRole('heading', { name: 'BTC / INR exchange' }).waitFor({ state: 'attached' });
  return page;
}

/** The provider's own book, read straight off its stream (what it publishes, and when it arrived here). */
export function watchProviderBook(providerUrl: string) {
  let book: BookCopy | null = null;
  const firstSeen = new Map<string, number>();
  const stream = new WebSocket(`${providerUrl.replace('http', 'ws')}/stream`);
  stream.on('open', () => stream.send(JSON.stringify({ event: 'subscribe', channel: 'orderbook:BTC-INR' })));
  stream.on('message', (data) => {
    const at = now();
    const message = JSON.parse(data.toString()) as { event?: string; data?: BookEvent };
    if (!message.data || (message.event !== undefined && message.event !== 'subscribed')) return;
    const applied = applyBookEvent(message.data.type === 'snapshot' ? null : book, message.data);
    if (!applied.ok) throw new Error(`the provider's own book did not apply: ${applied.reason}`);
    book = applied.book;
    for (const [rate, volume] of book.asks)
      if (!firstSeen.has(`${rate}:${volume}`)) firstSeen.set(`${rate}:${volume}`, at);
  });
  const ticks = (rate: string | undefined) => Number(toMinorUnits(rate ?? '0', 'INR')) / BTC.tickPaise;
  return {
    /** The best bid and ask in ticks, once the book has both. */
    quoted: async () => {
      const quotes = await until(() =>
        book && book.bids.length > 0 && book.asks.length > 0 ? book : undefined,
      );
      return { bestBid: ticks(quotes.bids[0]?.[0]), bestAsk: ticks(quotes.asks[0]?.[0]) };
    },
    askSeenAt: (rate: string, volume: string) => firstSeen.get(`${rate}:${volume}`),
    close: () => stream.terminate(),
  };
}

/** The provider's best bid and ask and its last trade on BTC-INR, in ticks (the best bid when nothing traded). */
export async function providerTicks(providerUrl: string) {
  const read = async <T>(path: string) => (await (await fetch(`${providerUrl}${path}`)).json()) as T;
  const depth = await read<{ bids: string[][]; asks: string[][] }>('/exchange/depth?pair=BTC-INR');
  const ticker = await read<{ last: string | null }>('/exchange/ticker?pair=BTC-INR');
  const ticks = (rate: string | undefined) => Number(toMinorUnits(rate ?? '0', 'INR')) / BTC.tickPaise;
  const bestBid = ticks(depth.bids[0]?.[0]);
  return { bestAsk: ticks(depth.asks[0]?.[0]), bestBid, last: ticker.last ? ticks(ticker.last) : bestBid };
}

/** The names of the script chunks matching `names` (a capturing group) the page loads from now on, in order. */
export function chunksLoaded(page: Page, names: RegExp): string[] {
  const chunks: string[] = [];
  const pattern = new RegExp(`/assets/${names.source}-[^/]+\\.js$`);
  page.on('request', (request) => {
    const chunk = pattern.exec(request.url());
    if (chunk?.[1]) chunks.push(chunk[1]);
  });
  return chunks;
}

/** Each element's box on the page, by the same names, or an error naming one that is not on it. */
export async function boxesOf<K extends string>(elements: Record<K, Locator>) {
  const boxes = {} as Record<K, { x: number; y: number; width: number; height: number }>;
  for (const [name, element] of Object.entries(elements) as Array<[K, Locator]>) {
    const box = await element.boundingBox();
    if (!box) throw new Error(`the ${name} is not on the page`);
    boxes[name] = box;
  }
  return boxes;
}

/** A dashboard card's price chart: a day of 15-minute candles, not a flat line. */
export async function chartSpansTheDay(card: Locator): Promise<boolean> {
  const path = (await card.locator('.price-chart__line').getAttribute('d')) ?? '';
  const heights = new Set(path.match(/,[\d.]+/g));
  return path.split(' L').length >= 90 && heights.size > 2;
}

/** Opens a tab of the page and answers the table of the same name. */
export async function tabTable(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  return page.getByRole('table', { name });
}

/** From now on, the page notes when a row of its book's asks first shows `text` (the DOM, as a person sees it). */
export async function noteWhenAskShows(page: Page, text: string): Promise<void> {
  await page.evaluate((shown) => {
    const globals = globalThis as unknown as PageGlobals;
    const observer = new globals.MutationObserver(() => {
      for (const row of globals.document.querySelectorAll('.book-row--ask .book-row__price')) {
        if (row.textContent?.includes(shown) && globals.askShownAt === undefined)
          globals.askShownAt = performance.timeOrigin + performance.now();
      }
    });
    observer.observe(globals.document.body, { subtree: true, childList: true, characterData: true });
  }, text);
}

/** When noteWhenAskShows saw its text, on this machine's clock (undefined until then). */
export function askShownAt(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (globalThis as unknown as PageGlobals).askShownAt);
}

/** What the page keeps in its local storage under `key`. */
export function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => (globalThis as unknown as PageGlobals).localStorage.getItem(name), key);
}

/** axe-core's violations on the page as it stands: each rule, its impact and its first three targets. */
export async function axeViolations(page: Page) {
  // Evaluated by the browser's debugging protocol, which the page's script-src policy does not apply to.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe, document } = globalThis as unknown as PageGlobals;
    const result = await axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target),
    }));
  });
}

/** Scrolls the page to its foot. */
export async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => {
    const { scrollTo, document } = globalThis as unknown as {
      scrollTo(x: number, y: number): void;
      document: { documentElement: { scrollHeight: number } };
    };
    scrollTo(0, document.documentElement.scrollHeight);
  });
}

/** How many pixels the canvases inside an element have drawn on. */
export function inkedPixels(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    let inked = 0;
    for (const canvas of root.querySelectorAll('canvas')) {
      const context = canvas.getContext('2d');
      const pixels = context?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
      for (let i = 3; i < pixels.length; i += 4) if ((pixels[i] ?? 0) > 0) inked++;
    }
    return inked;
  });
}

export async function wallets(page: Page): Promise<Wallets> {
  return (await bffQuery<{ wallets: Wallets }>(page, 'wallet.balances', undefined)).wallets;
}

/** Waits for the §8 notification toast that says `text`. */
export async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByTestId('event-toast').filter({ hasText: text }).waitFor();
}

/** A definition list's figure by its label, inside a container. */
export async function line(scope: Locator, label: string | RegExp): Promise<string> {
  const term = scope.getByRole('term').filter({ hasText: label });
  return ((await term.first().locator('xpath=following-sibling::dd').textContent()) ?? '').trim();
}

/** Fills the order form and confirms through the §4 dialog; answers the dialog's lines. */
export async function placeThroughDialog(
  page: Page,
  order: {
    type: string;
    side: 'Buy' | 'Sell';
    price?: string;
    trigger?: string;
    amount: string;
    submit: 'enter' | 'button';
    takeProfit?: string;
    stopLoss?: string;
    /** false: leave the confirmation open, unanswered. */
    confirm?: boolean;
  },
): Promise<Record<string, string>> {
  const form = page.getByRole('form', { name: 'Place an order' });
  await form.getByRole('tab', { name: order.type, exact: true }).click();
  await form.getByRole('radio', { name: order.side, exact: true }).check();
  if (order.trigger) await form.getByLabel('Trigger price').fill(order.trigger);
  if (order.price) await form.getByLabel('Price', { exact: true }).fill(order.price);
  if (order.takeProfit || order.stopLoss) {
    await form.getByRole('checkbox', { name: 'TP/SL: take-profit and stop-loss' }).check();
    if (order.takeProfit) await form.getByLabel('Take-profit price').fill(order.takeProfit);
    if (order.stopLoss) await form.getByLabel('Stop-loss price').fill(order.stopLoss);
  }
  await form.getByLabel('Amount (BTC)').fill(order.amount);
  await form
    .getByRole('term')
    .filter({ hasText: /^Total you (pay|receive)/ })
    .waitFor();
  if (order.submit === 'enter') await form.getByLabel('Amount (BTC)').press('Enter');
  else await form.getByRole('button', { name: `${order.side} BTC` }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  await dialog.waitFor();
  const lines: Record<string, string> = {};
  for (const label of [
    'Pair',
    'Order type',
    'Side',
    'Quantity',
    'Entered as',
    'Value',
    /^Fee/,
    /^GST/,
    /^Total/,
  ]) {
    lines[String(label)] = await line(dialog, label);
  }
  if (order.type === 'Market')
    lines.bound = await line(dialog, order.side === 'Buy' ? 'At most' : 'At least, for what fills');
  if (order.trigger) lines.trigger = await line(dialog, 'Trigger price');
  if (order.takeProfit) lines.takeProfit = await line(dialog, 'Take-profit');
  if (order.stopLoss) lines.stopLoss = await line(dialog, 'Stop-loss');
  if (order.price) lines.price = await line(dialog, 'Price');
  lines.tds =
    (await dialog.getByRole('term').filter({ hasText: /^TDS/ }).count()) > 0
      ? await line(dialog, /^TDS/)
      : '';
  await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
  if (order.confirm === false) return lines;
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
  return lines;
}

/** The rows of a page's open orders table, its header row among them. */
export function openOrderRows(page: Page) {
  return page.getByRole('table', { name: 'Open orders' }).getByRole('row');
}
