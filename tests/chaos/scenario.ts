// What a chaos scenario is: a name, and a run against the stack answering rows of figure and verdict.
import type { ChaosStack } from './stack.ts';

export interface ChaosRow {
  scenario: string;
  /** What was measured, in words and numbers. */
  figure: string;
  ok: boolean;
}

export interface Scenario {
  name: string;
  run(stack: ChaosStack): Promise<ChaosRow[]>;
}

/** A row whose verdict is its check. */
export function row(scenario: string, figure: string, ok: boolean): ChaosRow {
  return { scenario, figure, ok };
}
