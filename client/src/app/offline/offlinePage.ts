// The page the service worker answers a navigation with when the network is down (docs/app.md): the last known
// public prices, marked stale with their time, and nothing of a person: no balance, order or message at all.
import { COINS } from '@sikka/shared/constants';
import { formatDateTime } from '@sikka/shared/format/date';
import { formatInr } from '@sikka/shared/money/amount';
import type { PricesSnapshot } from './releaseCache.ts';

/** The offline page's own stylesheet (client/public/offline.css), precached with the shell. */
const OFFLINE_STYLESHEET = '/offline.css';

/** Its policy: no script at all, only our stylesheet and images. */
export const OFFLINE_PAGE_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const COIN_NAMES: Record<(typeof COINS)[number], string> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  USDT: 'Tether',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function changeText(change: string): { text: string; kind: 'up' | 'down' | 'flat' } {
  if (/^-/.test(change)) return { text: `${change}%`, kind: 'down' };
  if (/^0+(\.0+)?$/.test(change)) return { text: `${change}%`, kind: 'flat' };
  return { text: `+${change}%`, kind: 'up' };
}

function pricesSection(snapshot: PricesSnapshot | undefined): string {
  if (!snapshot) {
    return `<section aria-labelledby="prices-title"><h2 id="prices-title">Last known prices</h2>
<p class="note">No prices were saved on this device yet. They show here once Sikka has been opened online.</p></section>`;
  }
  const when = escapeHtml(formatDateTime(snapshot.at));
  const rows = COINS.flatMap((coin) => {
    const price = snapshot.prices[coin];
    if (!price) return [];
    const change = changeText(price.change);
    return [
      // On a phone the change moves under the coin's name (its column hidden), so the two prices fit 360 px.
      `<tr><th scope="row">${COIN_NAMES[coin]} <span class="code">${coin}</span>` +
        `<span class="num narrow ${change.kind}">${escapeHtml(change.text)}</span></th>` +
        `<td class="num">${escapeHtml(formatInr(price.buying_price, { symbol: true }))}</td>` +
        `<td class="num">${escapeHtml(formatInr(price.selling_price, { symbol: true }))}</td>` +
        `<td class="num wide ${change.kind}">${escapeHtml(change.text)}</td></tr>`,
    ];
  });
  return `<section aria-labelledby="prices-title"><h2 id="prices-title">Last known prices <span class="stale">Stale</span></h2>
<p class="note">Not live: as of <time datetime="${new Date(snapshot.at).toISOString()}">${when}</time>. Prices move; these may be far from today's.</p>
<div class="table-wrap" role="region" aria-label="Prices table, not live" tabindex="0"><table><caption class="visually-hidden">Prices as of ${when}, not live</caption>
<thead><tr><th scope="col">Coin</th><th scope="col">Buy at</th><th scope="col">Sell at</th><th scope="col" class="wide">24h</th></tr></thead>
<tbody>${rows.join('')}</tbody></table></div></section>`;
}

/** The whole page; `retry` is the address the person was opening (a path on our origin). */
export function offlinePageHtml(snapshot: PricesSnapshot | undefined, retry: string): string {
  const href = retry.startsWith('/') && !retry.startsWith('//') ? retry : '/in/home';
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="theme-color" content="#0f766e"><title>Sikka — you are offline</title>
<link rel="stylesheet" href="${OFFLINE_STYLESHEET}"><link rel="icon" href="/icons/icon-192.png"></head>
<body><main>
<header class="brand"><img src="/icons/icon-192.png" alt="" width="40" height="40"><span>Sikka</span></header>
<h1>You are offline</h1>
<p>Sikka cannot reach the internet. Your balances, orders and messages are never kept on this device, so they are
not shown until you are back online.</p>
<p><a class="button" href="${escapeHtml(href)}">Try again</a></p>
${pricesSection(snapshot)}
</main></body></html>`;
}
