// The benchmarks' seeded randomness: the market simulator's mulberry32, as a number in [0, 1), the same every run.
import { prng } from '../../../provider/src/domains/market/simulator.ts';

export function seededRandom(seed: number): () => number {
  const next = prng(seed);
  return () => next() / 4_294_967_296;
}
