// A LADDER order's children: their rates evenly spaced between its two rates, and its volume split among them.
import type { PlaceCommand } from './order.ts';

/** A ladder child's rate: evenly spaced on ticks from the first rate to the end rate. */
export function ladderTicks(command: PlaceCommand, index: number): number {
  const steps = command.ladderCount - 1;
  const span = command.ladderEndTicks - command.ticks;
  return command.ticks + Math.trunc((span * index) / steps);
}

/** A ladder's children's lots: even (the rest one each from the first), or weighted 1 … N (the rest from the last). */
export function ladderSizes(command: PlaceCommand): number[] {
  const count = command.ladderCount;
  const weights = Array.from({ length: count }, (_, i) => (command.ladderWeighted ? i + 1 : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((weight) => Math.floor((command.lots * weight) / total));
  let rest = command.lots - sizes.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i++, rest--) {
    const index = command.ladderWeighted ? count - 1 - (i % count) : i % count;
    sizes[index] = (sizes[index] as number) + 1;
  }
  return sizes;
}
