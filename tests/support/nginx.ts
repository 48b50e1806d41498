// Debian's nginx running one of deploy/'s site files in a test's own directory: in the foreground, its pid, temp
// paths and error log there, answering once /nginx-health does.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const NGINX = '/usr/sbin/nginx';

/** Starts nginx with `site` (a deploy/ file as the test adapted it) under `dir`; fails with its error log. */
export async function startNginx(dir: string, site: string, url: string): Promise<ChildProcess> {
  await writeFile(join(dir, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(dir, kind)};`)
    .join(' ');
  await writeFile(
    join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'error.log')};\n` +
      `events {}\nhttp { ${temp} include ${join(dir, 'site.conf')}; }\n`,
  );
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')];
  execFileSync(NGINX, ['-t', '-q', ...args]);
  const nginx = spawn(NGINX, args, { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${url}/nginx-health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return nginx;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  nginx.kill('SIGKILL');
  throw new Error(`nginx did not start:\n${await readFile(join(dir, 'error.log'), 'utf8').catch(() => '')}`);
}
