import { describe, expect, it } from 'vitest';
import { historyCsvHref, historyReducer, INITIAL_HISTORY, isHistoryType } from './historyState.ts';

describe('§9 history filters and pages of 4, §2 pagination text', () => {
  it('opens on this week’s deposits, page 1 (§9 filters 1, 7, 30, 365)', () => {
    expect(INITIAL_HISTORY).toEqual({ type: 'deposits', days: 7, page: 1 });
  });

  it('Next and Previous move by a page of 4 and stop at the ends', () => {
    let state = historyReducer(INITIAL_HISTORY, { type: 'next', total: 9 });
    expect(state.page).toBe(2);
    state = historyReducer(state, { type: 'next', total: 9 });
    expect(state.page).toBe(3);
    expect(historyReducer(state, { type: 'next', total: 9 })).toBe(state);
    state = historyReducer(state, { type: 'previous' });
    expect(state.page).toBe(2);
    expect(historyReducer(INITIAL_HISTORY, { type: 'previous' })).toBe(INITIAL_HISTORY);
  });

  it('another list or another period starts again at page 1', () => {
    const onPage2 = { ...INITIAL_HISTORY, page: 2 };
    expect(historyReducer(onPage2, { type: 'show', list: 'orders' })).toEqual({
      type: 'orders',
      days: 7,
      page: 1,
    });
    expect(historyReducer(onPage2, { type: 'filter', days: 365 })).toEqual({
      type: 'deposits',
      days: 365,
      page: 1,
    });
    expect(historyReducer(onPage2, { type: 'filter', days: 7 })).toBe(onPage2);
  });

  it('the CSV export link carries the list and period shown', () => {
    expect(historyCsvHref({ type: 'withdrawals', days: 30 })).toBe(
      '/media/history.csv?type=withdrawals&days=30',
    );
  });

  it('knows the three lists', () => {
    expect(['deposits', 'withdrawals', 'orders'].every(isHistoryType)).toBe(true);
    expect(isHistoryType('trades')).toBe(false);
    expect(isHistoryType(null)).toBe(false);
  });
});
