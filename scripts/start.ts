// `npm start`: builds the client, then runs the provider and the BFF with embedded defaults, and says where.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const port = process.env.PORT ?? '3000';

console.log('sikka: building the client…');
const build = spawnSync('npm', ['run', 'build', '--silent', '--workspace', 'client'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const children: ChildProcess[] = [];
function run(name: string, entry: string): ChildProcess {
  const child = spawn(tsx, [entry], { cwd: root, stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`sikka: the ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code: number): void {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5_000).unref();
  Promise.all(children.map((c) => new Promise((resolve) => c.once('exit', resolve)))).then(() =>
    process.exit(code),
  );
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

run('provider', 'provider/src/main.ts');
run('BFF', 'server/src/main.ts');

// Say where once the BFF answers.
const url = `http://localhost:${port}`;
for (let attempt = 0; attempt < 100 && !stopping; attempt++) {
  try {
    if ((await fetch(`${url}/healthz`)).ok) {
      console.log(
        `\nsikka: ready at ${url}/in/home  (provider API at http://127.0.0.1:${process.env.PROVIDER_PORT ?? '4000'})\n`,
      );
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
