// Builds the client once per test run into a temporary folder, so journeys test what `npm start` serves.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const clientRoot = fileURLToPath(new URL('../../client', import.meta.url));

export function buildClient(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'sikka-dist-'));
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: clientRoot,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`client build failed:\n${result.stdout}\n${result.stderr}`);
  return outDir;
}
