// The checked tokens' memory: per kind and exact text, bounded, the oldest forgotten first.
import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verifiedTokens.ts';

describe('the tokens whose signature was checked', () => {
  it('answers the claims only for the same kind and the very same text', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('session', 'a.b.c', { sub: '1' });
    expect(tokens.get('session', 'a.b.c')).toEqual({ sub: '1' });
    expect(tokens.get('recovery', 'a.b.c')).toBeUndefined();
    expect(tokens.get('session', 'a.b.C')).toBeUndefined();
    expect(tokens.get('session', 'a.b.c ')).toBeUndefined();
  });

  it('keeps its own frozen copy of the claims', () => {
    const tokens = new VerifiedTokens();
    const claims: Record<string, unknown> = { sub: '1' };
    tokens.remember('session', 'a.b.c', claims);
    claims.sub = '2';
    const kept = tokens.get('session', 'a.b.c') as Record<string, unknown>;
    expect(kept.sub).toBe('1');
    expect(Object.isFrozen(kept)).toBe(true);
  });

  it('holds at most its limit, forgetting the oldest first; a forgotten token is gone', () => {
    const tokens = new VerifiedTokens(3);
    for (const n of [1, 2, 3, 4]) tokens.remember('session', `t.${n}.s`, { n });
    expect(tokens.size).toBe(3);
    expect(tokens.get('session', 't.1.s')).toBeUndefined();
    expect(tokens.get('session', 't.4.s')).toEqual({ n: 4 });
    tokens.forget('session', 't.4.s');
    expect(tokens.get('session', 't.4.s')).toBeUndefined();
  });
});
