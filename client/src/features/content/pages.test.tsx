// Every content page rendered to HTML (react-dom/server: the client suite has no DOM) and checked for what the
// brief asks of a page: one h1 with the registry's title, h2 sections, named tables and links, no filler text.
import { DEFAULT_FEE_SCHEDULE } from '@sikka/shared/market/fees';
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpLink } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { trpc } from '../../lib/trpc.ts';
import { CONTENT_PAGES, type ContentPageEntry } from './contentPages.ts';

// Server rendering never fetches: the queries stay as the test prepared them.
const trpcClient = trpc.createClient({ links: [httpLink({ url: 'http://localhost/trpc' })] });

function render(Page: ComponentType, path: string, prepare?: (client: QueryClient) => void): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  prepare?.(queryClient);
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <Page />
        </QueryClientProvider>
      </trpc.Provider>
    </MemoryRouter>,
  );
}

async function renderPage(page: ContentPageEntry, prepare?: (client: QueryClient) => void): Promise<string> {
  const { default: Page } = await page.load();
  return render(Page, page.path, prepare);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)];

const feesKey = getQueryKey(trpc.market.fees, undefined, 'query');
const pricesKey = getQueryKey(trpc.market.prices, undefined, 'query');

describe.each(CONTENT_PAGES.map((page) => [page.path, page] as const))('content page %s', (_path, page) => {
  it('has exactly one h1, the registry title', async () => {
    const html = await renderPage(page);
    const h1s = all(html, /<h1[^>]*>(.*?)<\/h1>/gs);
    expect(h1s).toHaveLength(1);
    expect(text(h1s[0]?.[1] ?? '')).toBe(page.title);
  });

  it('has a lead and sections headed by h2, and no heading level skipped', async () => {
    const html = await renderPage(page);
    expect(html).toContain('class="content__lead"');
    expect(all(html, /<h2[^>]*>/g).length).toBeGreaterThanOrEqual(2);
    const levels = all(html, /<h([1-6])[\s>]/g).map((match) => Number(match[1]));
    levels.forEach((level, index) => {
      if (index > 0)
        expect(level - (levels[index - 1] ?? 1), `h${level} after h${levels[index - 1]}`).toBeLessThanOrEqual(
          1,
        );
    });
  });

  it('names every link and every table, and repeats no id', async () => {
    const html = await renderPage(page);
    for (const [, attributes = '', inner = ''] of all(html, /<a\s([^>]*)>(.*?)<\/a>/gs)) {
      const named = text(inner) !== '' || /aria-label="[^"]+"/.test(attributes);
      expect(named, `unnamed link ${attributes}`).toBe(true);
      expect(attributes).toMatch(/href="[^"]+"/);
    }
    for (const [table = ''] of all(html, /<table>.*?<\/table>/gs)) {
      expect(table).toMatch(/<caption>[^<]+/);
      expect(table).toMatch(/<th scope="col"/);
    }
    const ids = all(html, /\sid="([^"]+)"/g).map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is written text: no filler, no placeholders left', async () => {
    // Code samples (the API page) may say null or undefined; the prose may not.
    const prose = (await renderPage(page)).replace(/<pre>.*?<\/pre>|<code>.*?<\/code>/gs, ' ');
    const body = text(prose).toLowerCase();
    const words = new Set(body.split(/[^a-z]+/));
    for (const filler of ['lorem', 'ipsum', 'todo', 'tbd', 'xxx', 'undefined', 'nan']) {
      expect(words.has(filler), filler).toBe(false);
    }
    for (const placeholder of ['first draft', '{phone}', '{email}', '[object object]']) {
      expect(body.includes(placeholder), placeholder).toBe(false);
    }
    expect(body.length).toBeGreaterThan(1500);
  });
});

describe('live data on the content pages', () => {
  const fees = CONTENT_PAGES.find((page) => page.path === '/in/support/fees') as ContentPageEntry;
  const coins = CONTENT_PAGES.find((page) => page.path === '/in/about/coin-list') as ContentPageEntry;

  it('fees: skeletons while the schedule loads', async () => {
    const html = await renderPage(fees);
    expect(html).toContain('Loading the fee schedule');
    expect(html).not.toContain('<table>');
  });

  it('fees: the schedule in force as a table, and the worked example computed from it', async () => {
    const html = text(await renderPage(fees, (client) => client.setQueryData(feesKey, DEFAULT_FEE_SCHEDULE)));
    expect(html).toContain('Spread 1% Built into instant buy and sell prices: 0.5% above');
    expect(html).toContain('Platform fee 0.2%');
    expect(html).toContain('Exchange maker fee 0.1%');
    expect(html).toContain('Exchange taker fee 0.2%');
    expect(html).toContain('GST 18%');
    expect(html).toContain('TDS (section 194S) 1%');
    expect(html).toContain('You receive (the most ₹10,000 pays for, to 8 decimals) 0.00124085 BTC');
    expect(html).toContain('You pay ₹9,999.98');
    expect(html).toContain('Credited to your INR wallet ₹9,755.08');
    expect(html).toContain('Cost of the round trip ₹146.13');
    expect(html).toContain('The smallest instant order is ₹100.00');
  });

  it('fees: a failed load says so and offers a retry', async () => {
    const html = await renderPage(fees, (client) => failQuery(client, feesKey));
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain("We couldn't load the fee schedule.");
    expect(text(html)).toContain('Try again');
  });

  it('coin list: live prices of BTC, ETH and USDT in rupees, with links to trade each', async () => {
    const entry = (buy: string, sell: string, change: string) => ({
      buying_price: buy,
      buying_price_fee: '0.00',
      buying_price_tax: '0.00',
      selling_price: sell,
      selling_price_fee: '0.00',
      selling_price_tax: '0.00',
      average_price: '0.00',
      change,
    });
    const prices: AllPricesResponse = {
      BTC: entry('8040000.00', '7960000.00', '2.35'),
      ETH: entry('301500.50', '298500.25', '-1.07'),
      USDT: entry('88.44', '87.56', '0.00'),
    };
    const html = await renderPage(coins, (client) => client.setQueryData(pricesKey, prices));
    expect(text(html)).toContain('Bitcoin (BTC) ₹80,40,000.00 ₹79,60,000.00 +2.35%');
    expect(text(html)).toContain('Ether (ETH) ₹3,01,500.50 ₹2,98,500.25 −1.07%');
    expect(text(html)).toContain('Tether USD (USDT) ₹88.44 ₹87.56 0.00%');
    expect(html).toContain('href="/in/bitcoin"');
    expect(html).toContain('href="/in/exchange/inr/eth"');
  });

  it('coin list: skeletons while prices load, an error with a retry when they fail', async () => {
    expect(await renderPage(coins)).toContain('Loading live prices');
    const failed = await renderPage(coins, (client) => failQuery(client, pricesKey));
    expect(text(failed)).toContain("We couldn't load the live prices.");
    expect(text(failed)).toContain('Try again');
  });
});

function failQuery(client: QueryClient, queryKey: readonly unknown[]): void {
  client
    .getQueryCache()
    .build(client, { queryKey })
    .setState({ status: 'error', error: new Error('network down'), fetchStatus: 'idle', errorUpdatedAt: 1 });
}
