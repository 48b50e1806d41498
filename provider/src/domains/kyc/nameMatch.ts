// How alike two names are, 0–100, whatever their word order and spacing (fuzzball's token sort ratio, TheFuzz's).

import { normaliseName } from '@sikka/shared/kyc/rules';
import { token_sort_ratio } from 'fuzzball';

export function nameMatch(a: string, b: string): number {
  return Math.round(token_sort_ratio(normaliseName(a), normaliseName(b)));
}
