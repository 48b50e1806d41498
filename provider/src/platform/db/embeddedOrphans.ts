// An embedded PostgreSQL never outlives its owner for long: a watchdog ends it when the owner dies (kill -9, a
// crash), and a new owner that still finds one running on its data directory stops it before starting its own.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export class EmbeddedPostgresInUseError extends Error {}

/** Beside the cluster, not in it: the pid of the process that started the server running there. */
const ownerFile = (dataDir: string) => `${dataDir}.owner`;

export const recordOwner = (dataDir: string) => writeFile(ownerFile(dataDir), `${process.pid}\n`);
export const forgetOwner = (dataDir: string) => rm(ownerFile(dataDir), { force: true });

/**
 * Stops a server left running on `dataDir` by an owner that died, and waits until it is gone. A server whose
 * owner is alive (it is still the server's parent) is refused: two providers must not share one cluster.
 */
export async function stopOrphan(dataDir: string, log: (line: string) => void): Promise<void> {
  const pid = await postmasterPid(dataDir);
  if (pid === undefined) return;
  const running = processInfo(pid);
  // A pid file whose process is gone, or is another program now: PostgreSQL itself handles a stale one.
  if (!running?.args.some((arg, i) => arg === dataDir && running.args[i - 1] === '-D')) return;
  const owner = Number((await readFile(ownerFile(dataDir), 'utf8').catch(() => '')).trim());
  if (owner > 0 && running.ppid === owner) {
    throw new EmbeddedPostgresInUseError(
      `The embedded PostgreSQL in ${dataDir} is in use by process ${owner} (another provider?): stop it, ` +
        'or give this one its own DATA_DIR.',
    );
  }
  log(`stopping PostgreSQL ${pid}, left running in ${dataDir} by a process that has ended`);
  // Fast shutdown (rolls back open transactions, then a clean checkpoint); immediate shutdown if that hangs.
  for (const [signal, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
  ] as const) {
    signalIfAlive(pid, signal);
    if (await gone(dataDir, pid, waitMs)) return;
  }
  throw new Error(`PostgreSQL ${pid} in ${dataDir} did not stop; stop it and start again`);
}

/**
 * A small shell that sends the server a fast shutdown as soon as this process's end of its pipe closes: when this
 * process exits in any way, kill -9 included. Its own session, so a terminal's Ctrl-C reaches only its owner.
 * `disarm()` lets it exit quietly (call it before stopping the server, or once the server has exited).
 */
export function startWatchdog(serverPid: number): { disarm(): void } {
  if (process.platform === 'win32') return { disarm() {} };
  const watchdog = spawn(
    '/bin/sh',
    ['-c', 'read -r _ || kill -INT "$1" 2>/dev/null', 'watchdog', String(serverPid)],
    {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    },
  );
  watchdog.unref();
  const pipe = watchdog.stdin as (NodeJS.WritableStream & { unref?: () => void }) | null;
  pipe?.unref?.();
  watchdog.stdin?.on('error', () => {});
  let armed = true;
  return {
    disarm() {
      if (!armed) return;
      armed = false;
      watchdog.stdin?.end('\n');
    },
  };
}

async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number(text?.split('\n', 1)[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** The parent and arguments of a running process, or undefined when there is none. */
function processInfo(pid: number): { ppid: number; args: string[] } | undefined {
  try {
    if (process.platform === 'linux') {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces: state, ppid, …
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      return { ppid, args };
    }
    const line = execFileSync('ps', ['-o', 'ppid=,args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    const [ppid, ...args] = line.split(/\s+/);
    return { ppid: Number(ppid), args };
  } catch {
    return undefined;
  }
}

function signalIfAlive(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/** Whether the server at `pid` ended (or at least removed its pid file, which it does last) within `waitMs`. */
async function gone(dataDir: string, pid: number, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (processInfo(pid) === undefined || (await postmasterPid(dataDir)) !== pid) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
