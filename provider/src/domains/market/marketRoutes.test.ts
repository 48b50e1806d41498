import { DEFAULT_FEE_SCHEDULE } from '@sikka/shared/market/fees';
import { allPricesResponseSchema } from '@sikka/shared/market/schemas';
import { call, providerForFile, startTestProvider } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const provider = providerForFile({
  env: { FEE_SCHEDULE: JSON.stringify({ ...DEFAULT_FEE_SCHEDULE, feeBps: 30 }) },
});

describe('§7 GET /trades/in/all/all and the fee schedule', () => {
  it('answers the §3 price entry of BTC, ETH and USDT as rupee decimal strings', async () => {
    const { status, body } = await call(provider, 'GET', '/trades/in/all/all');
    expect(status).toBe(200);
    const prices = allPricesResponseSchema.parse(body);
    for (const entry of Object.values(prices)) {
      for (const field of ['buying_price', 'selling_price', 'average_price', 'buying_price_fee'] as const) {
        expect(entry[field]).toMatch(/^\d+\.\d{2}$/);
      }
      expect(Number(entry.buying_price)).toBeGreaterThan(Number(entry.selling_price));
    }
  });

  it('serves the configured schedule on GET /fees', async () => {
    const { body } = await call(provider, 'GET', '/fees');
    expect(body).toEqual({ ...DEFAULT_FEE_SCHEDULE, feeBps: 30 });
  });

  it('refuses a malformed FEE_SCHEDULE at start-up, naming the variable', async () => {
    await expect(startTestProvider({ env: { FEE_SCHEDULE: '{"spreadBps":-1}' } })).rejects.toThrow(
      /FEE_SCHEDULE/,
    );
  });
});
