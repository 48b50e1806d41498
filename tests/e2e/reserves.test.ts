// Proof of reserves in Chromium against the real stack: the embedded default's first snapshot, published as it
// started, is on the page; a signed-in person with deposits, after the operator takes a snapshot, sees its root and per-asset figures, downloads
// their proof and sees it verified in the browser against the published root; a tampered copy picked on the page is
// refused naming what failed. The page fits every width from 360 to 1440 px with no axe-core violation, and the footer
// links it.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyInclusion } from '@sikka/shared/reserves/verifyInclusion';
import { describe, expect, it } from 'vitest';
import { journeyForFile } from '../support/journey.ts';
import { checkFit } from '../support/pageFit.ts';
import { fundUser } from '../support/provider.ts';

const ADMIN = 'reserves-journey-admin-token-0123456789abcdef';
const journey = journeyForFile({
  name: 'reserves',
  provider: { ADMIN_TOKEN: ADMIN, RESERVES_SNAPSHOT_EVERY_MS: '0' },
  viewport: { width: 1280, height: 900 },
});
const PAGE = '/in/about/proof-of-reserves';

describe('proof of reserves', () => {
  it('a person downloads their proof, sees it verified in the browser, and a tampered copy refused', async () => {
    const page = await journey.openPage('reserves');
    await page.goto(PAGE);
    await page.getByRole('heading', { name: 'Proof of Reserves', level: 1 }).waitFor();
    // Published at start (the embedded default's first), before this person joined.
    await page.getByTestId('root-hash').waitFor();
    expect(await page.getByRole('link', { name: 'Proof of Reserves' }).getAttribute('href')).toBe(PAGE);

    const user = await journey.signInNewUser(page, { state: 'verified' });
    await fundUser(journey.provider.url, user.id, 'INR', '2500');
    await fundUser(journey.provider.url, user.id, 'BTC', '0.0125');
    const taken = await fetch(`${journey.provider.url}/admin/reserves/snapshots`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(taken.status).toBe(200);
    const snapshot = (await taken.json()) as { root: { hash: string } };

    await page.goto(PAGE);
    await page.getByTestId('root-hash').filter({ hasText: snapshot.root.hash }).waitFor();
    const btc = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'BTC' }) });
    expect(await btc.textContent()).toContain('100.00%');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download and verify my proof' }).click(),
    ]);
    const saved = join(tmpdir(), `sikka-e2e-${download.suggestedFilename()}`);
    await download.saveAs(saved);
    await page.getByText(`Included: user ${user.id} is counted in this snapshot`).waitFor();
    await page.getByText('₹2,500.00').first().waitFor();
    const proof = JSON.parse(readFileSync(saved, 'utf8'));
    expect(verifyInclusion(proof, snapshot.root)).toMatchObject({ ok: true, userId: String(user.id) });

    // A tampered copy: a larger BTC balance than the snapshot's.
    proof.leaf.balances.BTC = '99000000';
    const tampered = join(tmpdir(), `sikka-e2e-tampered-${user.id}.json`);
    writeFileSync(tampered, JSON.stringify(proof));
    const check = page.getByRole('region', { name: 'Check a proof file' });
    await check.getByLabel('A proof file (.json)').setInputFiles(tampered);
    await check.getByText('Not verified (sum-mismatch)').waitFor();
    expect(await page.getByTestId('proof-failure').textContent()).toMatch(
      /a balance or a sum is not the snapshot’s/,
    );

    // The untouched file picked again verifies.
    await check.getByLabel('A proof file (.json)').setInputFiles(saved);
    await check.getByText(`Included: user ${user.id} is counted in this snapshot`).waitFor();

    expect(await checkFit(page)).toEqual([]);
  });
});
