// The exchange history's CSV export: a plain download link to the BFF (the session cookie goes with it).
import type { HISTORY_FILTERS } from '@sikka/shared/constants';

const EXCHANGE_CSV_PATH = '/media/exchange-history.csv';

export function exchangeCsvHref(query: {
  type: 'orders' | 'trades';
  days: (typeof HISTORY_FILTERS)[number]['days'];
  pair: string;
}): string {
  const params = new URLSearchParams({ type: query.type, days: String(query.days), pair: query.pair });
  return `${EXCHANGE_CSV_PATH}?${params}`;
}
