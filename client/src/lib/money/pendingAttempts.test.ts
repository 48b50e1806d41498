// Money attempts awaiting their outcome in local storage: by kind and user, replaced not doubled, dropped once
// known or after a day, and nothing in them but the operation, the user's id, the key and when it was sent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createStorage } from '../storage.ts';
import { ATTEMPT_KINDS, PENDING_MAX_AGE_MS, pendingAttempts } from './pendingAttempts.ts';

/** The schema the store was read with before it was read without zod: what the reader must still accept. */
const attemptSchema = z.object({
  kind: z.enum(ATTEMPT_KINDS),
  userId: z.int(),
  key: z.string().check(z.minLength(1), z.maxLength(64)),
  since: z.number(),
});

function memory() {
  const values = new Map<string, string>();
  return {
    values,
    backend: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    },
  };
}

describe('pending money attempts', () => {
  it("lists a user's attempts of one kind, and forgets one once its outcome is known", () => {
    const { backend } = memory();
    let now = 1_000;
    const pending = pendingAttempts(createStorage(() => backend).pendingAttempts, () => now);
    pending.add({ kind: 'instant_order', userId: 7, key: 'key-a' });
    now += 1;
    pending.add({ kind: 'withdrawal', userId: 7, key: 'key-b' });
    pending.add({ kind: 'instant_order', userId: 8, key: 'key-c' });
    pending.add({ kind: 'instant_order', userId: 7, key: 'key-a' });
    expect(pending.list('instant_order', 7).map((attempt) => attempt.key)).toEqual(['key-a']);
    expect(pending.list('withdrawal', 7).map((attempt) => attempt.key)).toEqual(['key-b']);
    pending.remove('key-a');
    expect(pending.list('instant_order', 7)).toEqual([]);
    expect(pending.list('instant_order', 8)).toHaveLength(1);
  });

  it('drops an attempt a day old unasked, and an unreadable store reads as empty', () => {
    const { backend, values } = memory();
    let now = 0;
    const store = createStorage(() => backend).pendingAttempts;
    const pending = pendingAttempts(store, () => now);
    pending.add({ kind: 'inr_deposit', userId: 1, key: 'key-old' });
    now = PENDING_MAX_AGE_MS;
    expect(pending.list('inr_deposit', 1)).toEqual([]);
    values.set('sikka_pending_attempts', '{not json');
    expect(pending.list('inr_deposit', 1)).toEqual([]);
  });

  it('stores the operation, the user, the key and the time, and nothing once none is left', () => {
    const { backend, values } = memory();
    const pending = pendingAttempts(createStorage(() => backend).pendingAttempts, () => 5);
    pending.add({ kind: 'withdrawal', userId: 3, key: 'key-w' });
    expect(JSON.parse(values.get('sikka_pending_attempts') ?? '')).toEqual([
      { kind: 'withdrawal', userId: 3, key: 'key-w', since: 5 },
    ]);
    pending.remove('key-w');
    expect(values.has('sikka_pending_attempts')).toBe(false);
  });

  it('reads a stored list as the zod schema it was read with did: every entry an attempt, or none', () => {
    const odd = fc.constantFrom(null, '', 'x', 1.5, -1, 2 ** 53, '1', [], {}, 'a'.repeat(65));
    const entry = fc.record(
      {
        kind: fc.oneof(fc.constantFrom(...ATTEMPT_KINDS), odd),
        userId: fc.oneof(fc.integer(), odd),
        key: fc.oneof(
          fc.string({ minLength: 1, maxLength: 64 }),
          fc.constantFrom('', 'k'.repeat(64), 'k'.repeat(65)),
          odd,
        ),
        since: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), odd),
        extra: odd,
      },
      { requiredKeys: ['kind', 'userId', 'key', 'since'] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(entry, { maxLength: 3 }), odd, entry), (value) => {
        const { backend, values } = memory();
        const raw = JSON.stringify(value);
        values.set('sikka_pending_attempts', raw);
        const parsed = z.array(attemptSchema).safeParse(JSON.parse(raw));
        expect(createStorage(() => backend).pendingAttempts.get()).toStrictEqual(
          parsed.success ? parsed.data : [],
        );
      }),
      { numRuns: 2_000 },
    );
  });
});
