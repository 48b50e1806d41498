// The tests' one way to wait for something to happen: poll a probe until it answers, or fail naming what never came.
import { setTimeout as sleep, setImmediate as turn } from 'node:timers/promises';

type UntilOptions = {
  /** How long to wait before failing: 15 s by default, generous, as the suite runs on a loaded 2-core machine. */
  timeoutMs?: number;
  /** How long to wait between probes; 0 waits one turn of the event loop. */
  every?: number;
  /** What is awaited, for the error on timeout ("the first balances"); a function is asked at the deadline. */
  what?: string | (() => string);
};

/** What a probe answers while the thing awaited has not happened yet. */
type NotYet = undefined | null | false;

/**
 * Calls `probe` every `every` ms and resolves with its first answer that is not undefined, null or false
 * (0 and '' count as answers); throws naming `what` and the last answer once `timeoutMs` has passed.
 * An error the probe throws ends the wait at once.
 */
export async function until<T>(
  probe: () => T | NotYet | Promise<T | NotYet>,
  { timeoutMs = 15_000, every = 25, what = 'the probe to answer' }: UntilOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) {
      const awaited = typeof what === 'function' ? what() : what;
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${awaited}; the last answer was ${String(value)}`,
      );
    }
    await (every > 0 ? sleep(every) : turn());
  }
}
