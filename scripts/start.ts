// `npm start`: builds the client, then runs the provider and the BFF with embedded defaults, and says where.
// A process that crashes is started again with backoff while the other keeps serving; Ctrl-C stops both.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT ?? '3000';
/** A process that ran this long before it ended was healthy: its next restart waits the shortest time again. */
const HEALTHY_MS = 30_000;
const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 16_000];
/** Exit code of a refused configuration (ConfigError): starting again cannot help. */
const CONFIG_ERROR = 2;

if (!process.argv.includes('--no-build')) {
  console.log('sikka: building the client…');
  const build = spawnSync('npm', ['run', 'build', '--silent', '--workspace', 'client'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let stopping = false;
const running = new Set<ChildProcess>();

/** Runs `entry` (one process: node with tsx's loader, so its pid is the server's own) and keeps it running. */
function supervise(name: string, entry: string, crashes = 0): void {
  const startedAt = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  running.add(child);
  child.once('exit', (code, signal) => {
    running.delete(child);
    if (stopping) return;
    const how = signal ?? `exit ${code}`;
    const inARow = Date.now() - startedAt >= HEALTHY_MS ? 0 : crashes;
    if (code === CONFIG_ERROR || inARow >= BACKOFF_MS.length) {
      console.error(`sikka: the ${name} stopped (${how}) and cannot keep running; stopping the rest.`);
      stop(code || 1);
      return;
    }
    const delay = BACKOFF_MS[inARow] as number;
    console.error(`sikka: the ${name} stopped (${how}); starting it again in ${delay / 1000} s.`);
    setTimeout(() => stopping || supervise(name, entry, inARow + 1), delay);
  });
}

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of running) child.kill('SIGTERM');
  // Each process stops what it started (the provider its PostgreSQL) before it exits; wait for them.
  const exited = [...running].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  Promise.all(exited).then(() => process.exit(code));
  setTimeout(() => process.exit(code), 45_000).unref();
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

supervise('provider', 'provider/src/main.ts');
supervise('BFF', 'server/src/main.ts');

// Say where once the platform answers: the BFF ready, which means its provider answers too (/readyz).
const url = `http://localhost:${port}`;
const status = async (path: string) => (await fetch(`${url}${path}`).catch(() => null))?.status ?? 0;
let toldWaiting = false;
for (let attempt = 0; attempt < 600 && !stopping; attempt++) {
  if ((await status('/readyz')) === 200) {
    console.log(
      `\nsikka: ready at ${url}/in/home  (provider API at http://127.0.0.1:${process.env.PROVIDER_PORT ?? '4000'})\n`,
    );
    break;
  }
  // 30 s with the BFF up and its provider not answering: say so once (the provider's own messages say why).
  if (!toldWaiting && attempt >= 150 && (await status('/healthz')) === 200) {
    toldWaiting = true;
    console.error(`sikka: ${url} is up, but the provider is not answering yet; waiting for it.`);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
