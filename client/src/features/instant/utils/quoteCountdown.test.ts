import { QUOTE_TTL_SECONDS } from '@sikka/shared/instant/quoteTerms';
import { describe, expect, it } from 'vitest';
import { isExpired, quoteDeadline, secondsLeft } from './quoteCountdown.ts';

const asked = Date.parse('2026-11-23T10:00:00.000Z');
const at = (ms: number) => new Date(asked + ms).toISOString();

describe('a locked quote’s visible countdown (§4 Confirm disabled once expired)', () => {
  it(`holds for ${QUOTE_TTL_SECONDS} seconds from when it was asked for`, () => {
    const deadline = quoteDeadline(at(15_000), asked);
    expect(secondsLeft(deadline, asked)).toBe(15);
    expect(secondsLeft(deadline, asked + 200)).toBe(15);
    expect(secondsLeft(deadline, asked + 14_001)).toBe(1);
    expect(isExpired(deadline, asked + 14_999)).toBe(false);
    expect(isExpired(deadline, asked + 15_000)).toBe(true);
    expect(secondsLeft(deadline, asked + 20_000)).toBe(0);
  });

  it('a provider deadline earlier than the TTL (the answer was slow) is trusted', () => {
    expect(quoteDeadline(at(14_200), asked)).toBe(asked + 14_200);
  });

  it('a device clock running behind never stretches the quote past the TTL', () => {
    expect(quoteDeadline(at(60_000), asked)).toBe(asked + 15_000);
  });

  it('a stated deadline before the request (the device clock is ahead) falls back to the TTL', () => {
    expect(quoteDeadline(at(-5_000), asked)).toBe(asked + 15_000);
    expect(quoteDeadline('not a date', asked)).toBe(asked + 15_000);
  });
});
