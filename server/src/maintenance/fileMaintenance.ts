// The embedded default's maintenance flag: a JSON file an operator edits (docs/requirements.md §3 node shape), no restart needed.
import { unwatchFile, watchFile } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { MaintenanceHub } from './maintenanceSource.ts';

// fs.watchFile polls with stat(): unlike fs.watch it survives editors that replace the file and a file
// that does not exist yet. 250 ms keeps a change well inside the one second browsers are promised.
const POLL_MS = 250;

/** The file's node: null when absent or empty, {} (malformed, so off) when it is not JSON. */
async function readNode(path: string, log: FastifyBaseLogger): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      log.warn({ err: error, path }, 'maintenance file unreadable; treating maintenance as off');
    }
    return null;
  }
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return 'not json';
  }
}

/** Feeds the hub from the file now and on every change; resolves with the function that stops watching. */
export async function watchMaintenanceFile(
  hub: MaintenanceHub,
  path: string,
  log: FastifyBaseLogger,
): Promise<() => void> {
  const listener = () => void readNode(path, log).then((node) => hub.update(node));
  hub.update(await readNode(path, log));
  watchFile(path, { interval: POLL_MS, persistent: false }, listener);
  return () => unwatchFile(path, listener);
}
