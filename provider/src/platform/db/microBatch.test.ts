// MicroBatch: one run for what arrives while another is in flight, answers in order, failures kept to their item.
import { describe, expect, it } from 'vitest';
import { MicroBatch } from './microBatch.ts';

describe('MicroBatch', () => {
  it('runs the first item at once and what arrives meanwhile together, each answered with its own output', async () => {
    const runs: number[][] = [];
    const batch = new MicroBatch<number, number>(async (items) => {
      runs.push([...items]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return items.map((n) => n * 2);
    });
    const answers = await Promise.all([1, 2, 3, 4].map((n) => batch.submit(n)));
    expect(answers).toEqual([2, 4, 6, 8]);
    expect(runs).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps to its largest size', async () => {
    const sizes: number[] = [];
    const batch = new MicroBatch<number, number>(async (items) => {
      sizes.push(items.length);
      await new Promise((resolve) => setImmediate(resolve));
      return [...items];
    }, 3);
    await Promise.all(Array.from({ length: 8 }, (_, n) => batch.submit(n)));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(8);
  });

  it('a failing run is retried item by item: only the bad item is refused', async () => {
    const batch = new MicroBatch<number, number>(async (items) => {
      await new Promise((resolve) => setImmediate(resolve));
      if (items.includes(13)) throw new Error('unlucky');
      return [...items];
    });
    const first = batch.submit(0);
    const rest = [12, 13, 14].map((n) => batch.submit(n).then(String, (error: Error) => error.message));
    expect(await first).toBe(0);
    expect(await Promise.all(rest)).toEqual(['12', 'unlucky', '14']);
  });
});
