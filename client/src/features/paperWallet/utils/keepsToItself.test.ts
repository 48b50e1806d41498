// The paper wallet's code keeps the key to the page: no module of the feature reaches the network, storage, the URL,
// the console or the app's data layer (the journey in tests/e2e/shop.test.ts checks the same from the outside).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURE = join(import.meta.dirname, '..');
const sources = readdirSync(FEATURE, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
  .map((file) => [file, readFileSync(join(FEATURE, file), 'utf8')] as const);

describe('the paper wallet keeps its key to the page', () => {
  it('has code to check', () => {
    expect(sources.map(([file]) => file).sort()).toEqual([
      join('pages', 'PaperWalletPage.tsx'),
      join('utils', 'keys.ts'),
    ]);
  });

  it.each([
    ['fetch(', /\bfetch\s*\(/],
    ['XMLHttpRequest', /XMLHttpRequest/],
    ['WebSocket', /WebSocket/],
    ['sendBeacon', /sendBeacon/],
    ['localStorage / sessionStorage', /(local|session)Storage/],
    ['indexedDB', /indexedDB/],
    ['document.cookie', /cookie/],
    ['the console', /console\./],
    ['the URL (history, location, router)', /history\.|location\.|useNavigate|useSearchParams|react-router/],
    ['the app’s data layer', /trpc|lib\/storage|analytics/],
  ])('never uses %s', (_name, pattern) => {
    for (const [file, text] of sources) expect(text, file).not.toMatch(pattern);
  });
});
