// Process and temp-dir bookkeeping for benchmarks: every child, temp dir and stray database server a benchmark
// makes is registered here and removed when it ends, whether it finished, threw, or was interrupted.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../..', import.meta.url));

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
/** Data directories of embedded PostgreSQL clusters: a postmaster left running there is stopped at the end. */
const clusters = new Set<string>();
const cleanups: Array<() => Promise<void>> = [];

/** Registers a child started elsewhere (e.g. `fork`), so it is killed if still running at the end. */
export function track<T extends ChildProcess>(child: T): T {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `sikka-bench-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

export function trackCluster(dataDir: string): void {
  clusters.add(dataDir);
}

/** Runs before the generic clean-up (children are still alive), last registered first. */
export function onCleanup(task: () => Promise<void>): void {
  cleanups.push(task);
}

/** A port the system says is free right now on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function postmasterPid(dataDir: string): number | null {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n', 1)[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopCluster(dataDir: string): Promise<void> {
  const pid = postmasterPid(dataDir);
  if (pid === null || !alive(pid)) return;
  process.kill(pid, 'SIGINT'); // PostgreSQL's fast shutdown
  for (let i = 0; i < 50 && alive(pid); i++) await sleep(100);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

let cleaned = false;
async function cleanUp(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  for (const task of cleanups.reverse()) await task().catch((error) => console.error('clean-up:', error));
  await Promise.all([...children].map((child) => stopChild(child, 5_000)));
  for (const dir of clusters) await stopCluster(dir).catch(() => {});
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

// Last resort (process.exit from elsewhere): synchronous, so only kills and deletes.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of clusters) {
    const pid = postmasterPid(dir);
    if (pid !== null && alive(pid)) process.kill(pid, 'SIGQUIT');
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs a benchmark's main function and cleans up after it, also on an error or Ctrl-C. */
export function runBench(main: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\ninterrupted (${signal}); cleaning up`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  main()
    .then(
      () => 0,
      (error: unknown) => {
        console.error('benchmark failed:', error);
        return 1;
      },
    )
    .then(async (code) => {
      await cleanUp();
      process.exit(code);
    });
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the child has exited. */
export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export interface Service {
  pid: number;
  url: string;
  child: ChildProcess;
  /** The last 64 KB of output (all of it when written to a log file: read the file). */
  output(): string;
  stop(graceMs?: number): Promise<void>;
}

export interface SpawnOptions {
  env: Record<string, string>;
  /** Variables of this process not to pass on (e.g. DATABASE_URL, so the provider starts its embedded one). */
  unset?: string[];
  /** Answers 200 on `${url}/healthz` once up. */
  url: string;
  /** stdout and stderr go to this file instead of memory. */
  logFile?: string;
  /** The checkout to run it from (default: this one). */
  cwd?: string;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  timeoutMs?: number;
}

/**
 * A TypeScript entry run as `node --import tsx <entry>` (one process, so its pid is the server's own, for RSS
 * and CPU readings), waited for until `/healthz` answers.
 */
export async function startService(entry: string, options: SpawnOptions): Promise<Service> {
  let tail = '';
  const logFd = options.logFile ? openSync(options.logFile, 'a') : null;
  const child = track(
    spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', entry], {
      cwd: options.cwd ?? root,
      env: {
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => !(options.unset ?? []).includes(name)),
        ),
        ...options.env,
      },
      stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
    }),
  );
  if (logFd !== null) closeSync(logFd);
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => (options.logFile ? readFileSync(options.logFile, 'utf8').slice(-65_536) : tail);
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${options.url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopChild(child, 1_000);
      throw new Error(`${entry} did not answer /healthz in time:\n${output()}`);
    }
    await sleep(100);
  }
  if (child.pid === undefined) throw new Error(`${entry} has no pid`);
  return { pid: child.pid, url: options.url, child, output, stop: (graceMs) => stopChild(child, graceMs) };
}

/** Resident set size of a process, in bytes (Linux /proc). */
export function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

const CLOCK_TICKS = 100; // USER_HZ on Linux (getconf CLK_TCK)

/** Fields of /proc/<pid>/stat after the parenthesised command name: [0] is field 3 (state), [1] the ppid. */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU time (user + system) a process has used so far, in seconds. */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid); // utime is field 14, stime 15
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** CPU time a process's children that have exited and been waited for used (cutime + cstime), in seconds. */
function reapedChildrenCpuSeconds(pid: number): number {
  const fields = statFields(pid);
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}

/**
 * CPU time of every process below `pid` (not itself), in seconds: e.g. the embedded PostgreSQL a provider
 * started, with its backends, including those that exited (the CPU of a reaped child moves to its parent's
 * cutime/cstime, which is counted too).
 */
export function descendantsCpuSeconds(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(statFields(Number(entry))[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone since the listing
    }
  }
  let seconds = reapedChildrenCpuSeconds(pid);
  const queue = [...(children.get(pid) ?? [])];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    try {
      seconds += cpuSeconds(next) + reapedChildrenCpuSeconds(next);
    } catch {
      continue; // gone since the listing
    }
    queue.push(...(children.get(next) ?? []));
  }
  return seconds;
}

/** The soft limit on open files of this process (children inherit it). */
export function openFilesLimit(): number {
  const match = /^Max open files\s+(\d+|unlimited)\s+/m.exec(readFileSync('/proc/self/limits', 'utf8'));
  return match?.[1] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(match?.[1]);
}

/** CPU time the whole machine has spent busy (user, nice, system, irq, softirq) and stolen, in seconds (/proc/stat). */
export function machineCpu(): { busy: number; steal: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  // steal: time the hypervisor gave this VM's virtual CPUs to someone else while they had work.
  return { busy: (user + nice + system + irq + softirq) / CLOCK_TICKS, steal: steal / CLOCK_TICKS };
}
