// README promises Node.js 20.19: every package the lockfile installs on this platform must accept it, so a fresh
// `npm install` warns of no unsupported engine.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const README_NODE = '20.19.0';
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: unknown; os?: string[]; cpu?: string[] }>;
};
const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
};

describe('the Node.js README promises', () => {
  it('is what package.json engines asks for', () => {
    expect(semver.minVersion(root.engines.node)?.version).toBe(README_NODE);
    expect(readFileSync(new URL('../README.md', import.meta.url), 'utf8')).toContain(
      'Node.js 20.19 or newer',
    );
  });

  it('is accepted by every package installed on Linux x64', () => {
    const refusing = Object.entries(lock.packages)
      .filter(
        ([, entry]) => (entry.os ?? ['linux']).includes('linux') && (entry.cpu ?? ['x64']).includes('x64'),
      )
      .flatMap(([path, entry]) => {
        const node = (entry.engines as { node?: string } | undefined)?.node;
        return node && !semver.satisfies(README_NODE, node) ? [`${path}@${entry.version}: ${node}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});
