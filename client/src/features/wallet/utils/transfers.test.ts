import { describe, expect, it } from 'vitest';
import { amountText, isFinal, stateTone, withdrawalSteps } from './transfers.ts';

describe('withdrawal states requested → processing → completed / failed', () => {
  it('amber while under way, green done, red failed (UI.md)', () => {
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

  it('§9 amounts: rupees with Indian grouping and ₹, coins at their precision', () => {
    expect(amountText('510000.00', 'INR')).toBe('₹5,10,000.00');
    expect(amountText('0.05028037', 'BTC')).toBe('0.05028037 BTC');
    expect(amountText('100.000000', 'USDT')).toBe('100 USDT');
  });
});

describe('a transfer held for its declaration', () => {
  it('is under way (amber), not final, and not yet requested', () => {
    expect(stateTone('held')).toBe('pending');
    expect(isFinal('held')).toBe(false);
    expect(withdrawalSteps('held')).toEqual({ requested: false, processing: false, completed: false });
  });
});
