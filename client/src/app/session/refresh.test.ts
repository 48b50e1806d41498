import { describe, expect, it } from 'vitest';
import { PERIODIC_REFRESH_MS, periodicRefreshMs, refreshesOnChange } from './refresh.ts';

const at = (pathname: string, userId: number | null = 5) => ({ pathname, userId });

describe('§4 refresh calls on each route change', () => {
  it('a new route refreshes', () => {
    expect(refreshesOnChange(at('/in/home'), at('/in/wallet'))).toBe(true);
    expect(refreshesOnChange(at('/in/wallet'), at('/in/wallet/deposit'))).toBe(true);
  });

  it('the same route (a query or hash change) does not', () => {
    expect(refreshesOnChange(at('/in/home'), at('/in/home'))).toBe(false);
  });

  it("except paths containing '[' or vendor-order", () => {
    expect(refreshesOnChange(at('/in/home'), at('/in/invoice/[id]'))).toBe(false);
    expect(refreshesOnChange(at('/in/home'), at('/in/vendor-order/77'))).toBe(false);
  });

  it('nothing to refresh for a visitor; a new session fetches its own fresh data', () => {
    expect(refreshesOnChange(at('/in/home', null), at('/in/wallet', null))).toBe(false);
    expect(refreshesOnChange(at('/in/home', null), at('/in/home', 5))).toBe(false);
  });
});

describe('§4/§9 one call repeats every 180000 ms', () => {
  it('repeats every 180000 ms while signed in', () => {
    expect(PERIODIC_REFRESH_MS).toBe(180_000);
    expect(periodicRefreshMs('/in/home', true)).toBe(180_000);
  });

  it("not for visitors, nor on paths containing '[' or vendor-order", () => {
    expect(periodicRefreshMs('/in/home', false)).toBe(false);
    expect(periodicRefreshMs('/in/vendor-order/1', true)).toBe(false);
    expect(periodicRefreshMs('/in/x[1]', true)).toBe(false);
  });
});
