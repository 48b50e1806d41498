import { describe, expect, it } from 'vitest';
import { isFinal, stateTone, withdrawalSteps } from './transferStates.ts';

describe('withdrawal states requested → processing → completed / failed', () => {
  it('amber while under way, green done, red failed (docs/interface.md)', () => {
    expect(['pending', 'requested', 'processing'].map((state) => stateTone(state as 'pending'))).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
    expect(stateTone('completed')).toBe('success');
    expect(stateTone('failed')).toBe('error');
  });

  it('completed and failed are final; the others are followed until they are', () => {
    expect(isFinal('completed')).toBe(true);
    expect(isFinal('failed')).toBe(true);
    expect(isFinal('processing')).toBe(false);
  });

  it('the steps done for each state', () => {
    expect(withdrawalSteps('requested')).toEqual({ requested: true, processing: false, completed: false });
    expect(withdrawalSteps('completed')).toEqual({ requested: true, processing: true, completed: true });
    expect(withdrawalSteps('failed')).toEqual({ requested: false, processing: false, completed: false });
  });
});

describe('a transfer held for its declaration', () => {
  it('is under way (amber), not final, and not yet requested', () => {
    expect(stateTone('held')).toBe('pending');
    expect(isFinal('held')).toBe(false);
    expect(withdrawalSteps('held')).toEqual({ requested: false, processing: false, completed: false });
  });
});
