// One started service shared by a test file: its beforeAll/afterAll, and a stand-in usable from the first hook on.
import { afterAll, beforeAll } from 'vitest';

/**
 * Registers beforeAll/afterAll for one `T` shared by the test file and answers a stand-in that reads the started
 * one: it can be captured at the top of the file, and used from the first hook or test on.
 */
export function forFile<T extends { close(): Promise<void> }>(what: string, start: () => Promise<T>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): T => {
    if (!started) throw new Error(`${what} starts in beforeAll: use it inside a hook or a test`);
    return started;
  };
  return new Proxy({} as T, {
    get: (_target, key) => {
      const value = Reflect.get(current(), key);
      return typeof value === 'function' ? value.bind(current()) : value;
    },
    set: (_target, key, value) => Reflect.set(current(), key, value),
  });
}
