import { describe, expect, it } from 'vitest';
import { AttemptKeys } from './attemptKeys.ts';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('docs/architecture.md idempotency: a fresh key per attempt, the same key for a retry of it', () => {
  it('a retry of the same attempt (a network failure of Confirm) sends the same key', () => {
    const keys = new AttemptKeys(counter());
    expect(keys.keyFor('q_1')).toBe('key-1');
    expect(keys.keyFor('q_1')).toBe('key-1');
  });

  it('a different attempt (a new quote, another amount) gets a new key', () => {
    const keys = new AttemptKeys(counter());
    keys.keyFor('q_1');
    expect(keys.keyFor('q_2')).toBe('key-2');
  });

  it('once the outcome is known the same request is a new attempt, never the old key', () => {
    const keys = new AttemptKeys(counter());
    keys.keyFor('10000|UPI');
    keys.settled();
    expect(keys.keyFor('10000|UPI')).toBe('key-2');
  });

  it('by default keys are UUIDs, which the shared key schema accepts', () => {
    expect(new AttemptKeys().keyFor('x')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
