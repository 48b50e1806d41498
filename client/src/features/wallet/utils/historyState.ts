// The history view's state (§9 filters 1, 7, 30, 365 days; pages of 4; §2 'From x to y of N' with Previous and
// Next): which list, which period, which page — a new list or period starts again at page 1, and a page is
// never past the last.
import type { HISTORY_FILTERS } from '@sikka/shared/constants';
import { pageRange } from '@sikka/shared/pagination';
import { HISTORY_TYPES, type HistoryType } from '@sikka/shared/wallet/calls';

export type HistoryDays = (typeof HISTORY_FILTERS)[number]['days'];

interface HistoryState {
  readonly type: HistoryType;
  readonly days: HistoryDays;
  readonly page: number;
}

/** Opens on this week's deposits. */
export const INITIAL_HISTORY: HistoryState = { type: 'deposits', days: 7, page: 1 };

type HistoryAction =
  | { type: 'show'; list: HistoryType }
  | { type: 'filter'; days: HistoryDays }
  | { type: 'previous' }
  | { type: 'next'; total: number };

export function historyReducer(state: HistoryState, action: HistoryAction): HistoryState {
  switch (action.type) {
    case 'show':
      return action.list === state.type ? state : { ...state, type: action.list, page: 1 };
    case 'filter':
      return action.days === state.days ? state : { ...state, days: action.days, page: 1 };
    case 'previous':
      return state.page > 1 ? { ...state, page: state.page - 1 } : state;
    case 'next': {
      const range = pageRange({ page: state.page, total: action.total });
      return range.hasNext ? { ...state, page: range.page + 1 } : state;
    }
  }
}

/** The BFF's CSV export of what the view shows (a plain download link; the session cookie goes with it). */
const HISTORY_CSV_PATH = '/media/history.csv';

export function historyCsvHref(state: Pick<HistoryState, 'type' | 'days'>): string {
  return `${HISTORY_CSV_PATH}?${new URLSearchParams({ type: state.type, days: String(state.days) })}`;
}

export function isHistoryType(value: string | null): value is HistoryType {
  return (HISTORY_TYPES as readonly string[]).includes(value ?? '');
}
