// `npm run bench`: runs every benchmark script (`<package>/bench/*.bench.ts`) in turn; each prints its figures.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(root, 'node_modules/.bin/tsx');

const scripts = ['shared', 'provider', 'server', 'client', 'tests'].flatMap((pkg) => {
  const folder = join(pkg, 'bench');
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder))
    .filter((name) => name.endsWith('.bench.ts'))
    .map((name) => join(folder, name));
});

if (scripts.length === 0) console.log('no benchmarks yet');
let failed = false;
for (const script of scripts) {
  console.log(`\n== ${script}`);
  const result = spawnSync(tsx, [script], { cwd: root, stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
