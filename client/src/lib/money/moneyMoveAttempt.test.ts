import type { AppError } from '@sikka/shared/errors/appError';
import { GENERIC_ERROR_MESSAGE } from '@sikka/shared/errors/messages';
import { describe, expect, it } from 'vitest';
import { AttemptKeys } from './attemptKeys.ts';
import { attemptMove, type KeptAttempts } from './moneyMoveAttempt.ts';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

/** A failed call as the tRPC client throws it: the BFF's AppError in its data. */
function failure(appError: Partial<AppError>): unknown {
  return {
    data: {
      appError: { kind: 'message', message: 'Refused', fieldErrors: {}, status: 400, ...appError },
    },
  };
}

const fieldFailure = (field: string, message: string) =>
  failure({
    kind: 'field',
    message,
    fieldErrors: { [field]: [message] },
    firstFieldError: { field, message },
  });

function kept(): KeptAttempts & { waiting: Set<string> } {
  const waiting = new Set<string>();
  return { waiting, remember: (key) => waiting.add(key), forget: (key) => waiting.delete(key) };
}

describe('a money move attempt: the call with its idempotency key and what its answer means', () => {
  it('done: the answer, and whatever is sent next is a new attempt with a new key', async () => {
    const keys = new AttemptKeys(counter());
    const sent: string[] = [];
    const call = async (key: string) => {
      sent.push(key);
      return { id: 7 };
    };
    expect(await attemptMove({ keys, fingerprint: 'q_1', call })).toEqual({
      state: 'done',
      answer: { id: 7 },
    });
    await attemptMove({ keys, fingerprint: 'q_1', call });
    expect(sent).toEqual(['key-1', 'key-2']);
  });

  it('refused: the message to show, and Confirm again retries the same attempt with the same key', async () => {
    const keys = new AttemptKeys(counter());
    const sent: string[] = [];
    const call = async (key: string) => {
      sent.push(key);
      throw failure({ message: 'Insufficient balance' });
    };
    expect(await attemptMove({ keys, fingerprint: 'q_1', call })).toEqual({
      state: 'refused',
      message: 'Insufficient balance',
    });
    await attemptMove({ keys, fingerprint: 'q_1', call });
    expect(sent).toEqual(['key-1', 'key-1']);
  });

  it('§8 a refusal naming a field of the form goes to its input, and the next send is a new attempt', async () => {
    const keys = new AttemptKeys(counter());
    const placed: unknown[] = [];
    const result = await attemptMove({
      keys,
      fingerprint: '1000',
      call: async () => {
        throw fieldFailure('amount', 'The daily withdrawal limit is reached');
      },
      toField: (error) => {
        placed.push(error);
        return true;
      },
    });
    expect(result).toEqual({ state: 'to-field' });
    expect(placed).toHaveLength(1);
    expect(keys.keyFor('1000')).toBe('key-2');
  });

  it('§4 a wrong code stays in the code dialog, never on an input of the form', async () => {
    const result = await attemptMove({
      keys: new AttemptKeys(counter()),
      fingerprint: '1000',
      call: async () => {
        throw fieldFailure('otp', 'Invalid OTP');
      },
      toField: () => true,
    });
    expect(result).toEqual({ state: 'refused', message: 'Invalid OTP' });
  });

  it('§8 a refusal that shows nothing (an expired session) is refused with no message of its own', async () => {
    const result = await attemptMove({
      keys: new AttemptKeys(counter()),
      fingerprint: 'q_1',
      call: async () => {
        throw failure({ kind: 'session-expired', message: null, status: 401 });
      },
    });
    expect(result).toEqual({ state: 'refused', message: null });
  });

  it('a lost answer of a move that can ask its outcome: unknown by its key, which stays kept', async () => {
    const attempts = kept();
    const result = await attemptMove({
      keys: new AttemptKeys(counter()),
      fingerprint: 'q_1',
      call: async () => {
        throw failure({ kind: 'generic', message: GENERIC_ERROR_MESSAGE, status: 502, outcome: 'unknown' });
      },
      kept: attempts,
    });
    expect(result).toEqual({ state: 'unknown', key: 'key-1' });
    expect([...attempts.waiting]).toEqual(['key-1']);
  });

  it('a network failure with no answer at all is a lost answer too', async () => {
    const result = await attemptMove({
      keys: new AttemptKeys(counter()),
      fingerprint: 'q_1',
      call: async () => {
        throw new TypeError('Failed to fetch');
      },
      kept: kept(),
    });
    expect(result).toEqual({ state: 'unknown', key: 'key-1' });
  });

  it('a kept key is let go once the answer comes, done or refused', async () => {
    const attempts = kept();
    const keys = new AttemptKeys(counter());
    await attemptMove({ keys, fingerprint: 'q_1', call: async () => ({}), kept: attempts });
    await attemptMove({
      keys,
      fingerprint: 'q_2',
      call: async () => {
        throw failure({ message: 'Quote expired' });
      },
      kept: attempts,
    });
    expect(attempts.waiting.size).toBe(0);
  });

  it('without a way to ask, a lost answer is a refusal shown as such (the same key on a retry)', async () => {
    const result = await attemptMove({
      keys: new AttemptKeys(counter()),
      fingerprint: 'q_1',
      call: async () => {
        throw failure({ kind: 'generic', message: GENERIC_ERROR_MESSAGE, status: 502, outcome: 'unknown' });
      },
    });
    expect(result).toEqual({ state: 'refused', message: GENERIC_ERROR_MESSAGE });
  });
});
