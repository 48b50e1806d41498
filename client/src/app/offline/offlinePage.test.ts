import { describe, expect, it } from 'vitest';
import { offlinePageHtml } from './offlinePage.ts';

const AT = Date.UTC(2026, 11, 2, 8, 30, 0);

describe('offline page', () => {
  it('shows the last known prices marked stale, with their time', () => {
    const html = offlinePageHtml(
      { at: AT, prices: { BTC: { buying_price: '5432100.5', selling_price: '5400000', change: '2.5' } } },
      '/in/wallet',
    );
    expect(html).toContain('You are offline');
    expect(html).toContain('<span class="stale">Stale</span>');
    expect(html).toContain(`datetime="${new Date(AT).toISOString()}"`);
    expect(html).toContain('₹54,32,100.50');
    expect(html).toContain('+2.5%');
    expect(html).toContain('href="/in/wallet"');
    expect(html).not.toMatch(/<script/i);
  });

  it('says so when no prices were ever saved, and retries only on our origin', () => {
    const html = offlinePageHtml(undefined, '//evil.example/"><script>');
    expect(html).toContain('No prices were saved on this device yet');
    expect(html).toContain('href="/in/home"');
    expect(html).not.toContain('evil');
  });
});
