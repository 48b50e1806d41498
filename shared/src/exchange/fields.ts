// The exchange's wire fields used by more than one schema module: a decimal string, a pair, an id.
import { z } from 'zod';
import { DECIMAL_STRING } from '../money/amount.ts';
import { EXCHANGE_PAIRS } from './pairs.ts';

export const decimalString = z.string().regex(DECIMAL_STRING, 'Expected a non-negative decimal string');
export const pairSchema = z.enum(EXCHANGE_PAIRS as [string, ...string[]]);
export const idSchema = z.number().int().positive();
