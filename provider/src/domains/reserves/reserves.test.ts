// Proof of reserves against the real stack: a population funded through real deposits, a snapshot taken by the
// operator's call, and every user's proof verifying against the published root, in the browser's verifier and in
// scripts/verify-reserves.mjs; an altered proof failing; a missing snapshot and a user who joined later answered
// with clear errors; the operator's call guarded; the latest snapshot for anyone.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ASSETS } from '@sikka/shared/constants';
import { noEntryInSnapshot, snapshotNotFound } from '@sikka/shared/reserves/schemas';
import { verifyInclusion } from '@sikka/shared/reserves/verifyInclusion';
import { call, createUser, fundUser, providerForFile, signIn } from '@sikka/tests/support/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ADMIN = 'reserves-test-admin-token-0123456789abcdef';
const provider = providerForFile({
  env: { ADMIN_TOKEN: ADMIN, AUTH_ATTEMPTS_PER_IP: '100000', RESERVES_SNAPSHOT_EVERY_MS: '0' },
});
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'sikka-reserves-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const POPULATION = 50;
const AMOUNTS: Record<string, () => string> = {
  INR: () =>
    `${1 + Math.floor(Math.random() * 500_000)}.${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`,
  BTC: () => `0.${String(1 + Math.floor(Math.random() * 99_999_999)).padStart(8, '0')}`,
  ETH: () =>
    `${Math.floor(Math.random() * 20)}.${String(1 + Math.floor(Math.random() * 99_999_999)).padStart(8, '0')}`,
  USDT: () =>
    `${Math.floor(Math.random() * 10_000)}.${String(1 + Math.floor(Math.random() * 999_999)).padStart(6, '0')}`,
};

const snapshotNow = () =>
  call(provider, 'POST', '/admin/reserves/snapshots', { headers: { authorization: `Bearer ${ADMIN}` } });

interface Member {
  id: number;
  token: string;
}
const members: Member[] = [];

/** POPULATION users, each funded by real deposits in a random subset of assets (some in none). */
async function populate(): Promise<void> {
  for (let i = 0; i < POPULATION; i++) {
    const user = await createUser(provider.url, { state: 'verified' });
    for (const asset of ASSETS)
      if (Math.random() < 0.6) await fundUser(provider.url, user.id, asset, AMOUNTS[asset]?.() ?? '1');
    const { token } = await signIn(provider, user.mobile_number as string, user.password);
    members.push({ id: user.id, token });
  }
}

describe('proof of reserves', () => {
  beforeAll(populate, 120_000);

  it('answers no snapshot before the first, then the operator takes one that anyone reads', async () => {
    expect(await call(provider, 'GET', '/reserves/latest')).toMatchObject({
      status: 200,
      body: { snapshot: null },
    });
    const taken = await snapshotNow();
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({
      user_count: members.length,
      root: { hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    const latest = await call(provider, 'GET', '/reserves/latest');
    expect(latest.body.snapshot).toEqual(taken.body);
    // The deposits are the only money in: what the simulated wallets hold is exactly what users are owed.
    for (const line of latest.body.snapshot.assets) {
      expect(line.reserves).toBe(line.liabilities);
      expect(line.ratio_percent).toBe(line.liabilities.replace(/[0.]/g, '') === '' ? null : '100.00');
    }
  });

  it('gives every user a proof of their own balances that verifies against the published root', async () => {
    const { snapshot } = (await call(provider, 'GET', '/reserves/latest')).body;
    for (const member of members) {
      const answer = await call(provider, 'GET', `/reserves/proof?snapshot_id=${snapshot.id}`, {
        bearer: member.token,
      });
      expect(answer.status).toBe(200);
      const result = verifyInclusion(answer.body, snapshot.root);
      expect(result).toMatchObject({ ok: true, userId: String(member.id) });
      // The leaf holds the user's own available and locked balance, as the ledger has it.
      const accounts = await provider.db
        .selectFrom('ledger_accounts')
        .select(['asset', 'balance'])
        .where('user_id', '=', member.id)
        .where('kind', 'in', ['available', 'locked'])
        .execute();
      const owned = Object.fromEntries(ASSETS.map((asset) => [asset, 0n]));
      for (const account of accounts)
        owned[account.asset] = (owned[account.asset] ?? 0n) + BigInt(account.balance);
      expect(answer.body.leaf.balances).toEqual(
        Object.fromEntries(ASSETS.map((asset) => [asset, String(owned[asset])])),
      );
    }
  });

  it('fails an altered balance, nonce, sibling or total, naming what failed', async () => {
    const { snapshot } = (await call(provider, 'GET', '/reserves/latest')).body;
    const [member] = members;
    const proof = (
      await call(provider, 'GET', `/reserves/proof?snapshot_id=${snapshot.id}`, { bearer: member?.token })
    ).body;
    const altered = (change: (copy: typeof proof) => void) => {
      const copy = structuredClone(proof);
      change(copy);
      return verifyInclusion(copy, snapshot.root);
    };
    expect(altered((p) => (p.leaf.balances.INR = String(BigInt(p.leaf.balances.INR) + 1n)))).toMatchObject({
      ok: false,
      reason: 'sum-mismatch',
    });
    expect(
      altered((p) => (p.leaf.nonce = p.leaf.nonce.replace(/^./, (c: string) => (c === '0' ? '1' : '0')))),
    ).toMatchObject({ ok: false, reason: 'hash-mismatch' });
    expect(
      altered((p) => (p.path[0].hash = p.path[0].hash.replace(/^./, (c: string) => (c === '0' ? '1' : '0')))),
    ).toMatchObject({ ok: false, reason: 'hash-mismatch' });
    expect(altered((p) => (p.path[0].sums.BTC = String(BigInt(p.path[0].sums.BTC) + 1n)))).toMatchObject({
      ok: false,
      reason: 'sum-mismatch',
    });
    expect(altered((p) => (p.leaf.userId = String(Number(p.leaf.userId) + 1)))).toMatchObject({
      ok: false,
      reason: 'hash-mismatch',
    });
  });

  it('runs scripts/verify-reserves.mjs on a proof fetched from the provider: included, and an altered one not', async () => {
    const { snapshot } = (await call(provider, 'GET', '/reserves/latest')).body;
    const member = members.at(-1) as Member;
    const proof = (
      await call(provider, 'GET', `/reserves/proof?snapshot_id=${snapshot.id}`, { bearer: member.token })
    ).body;
    const file = join(scratch, 'proof.json');
    writeFileSync(file, JSON.stringify(proof));
    const script = join(root, 'scripts/verify-reserves.mjs');
    const run = promisify(execFile);
    const included = await run(process.execPath, [script, file, '--root', snapshot.root.hash]);
    expect(included.stdout).toContain(
      `INCLUDED: user ${member.id} is in the snapshot whose root hash is ${snapshot.root.hash}`,
    );
    writeFileSync(
      file,
      JSON.stringify({
        ...proof,
        leaf: { ...proof.leaf, balances: { ...proof.leaf.balances, USDT: '999999999' } },
      }),
    );
    const refused = await run(process.execPath, [script, file, '--root', snapshot.root.hash]).catch(
      (error) => error,
    );
    expect(refused.code).toBe(1);
    expect(`${refused.stdout}${refused.stderr}`).toMatch(/^NOT VERIFIED \(sum-mismatch\)/);
  });

  it('answers a missing snapshot and a user who joined after it with clear errors in the §8 shape', async () => {
    const { snapshot } = (await call(provider, 'GET', '/reserves/latest')).body;
    const [member] = members;
    expect(
      await call(provider, 'GET', `/reserves/proof?snapshot_id=${snapshot.id + 1000}`, {
        bearer: member?.token,
      }),
    ).toMatchObject({
      status: 404,
      body: { message: snapshotNotFound(snapshot.id + 1000) },
    });
    for (const bad of ['abc', '0', '-1', '1.5', '2147483648', '99999999999999'])
      expect(
        (await call(provider, 'GET', `/reserves/proof?snapshot_id=${bad}`, { bearer: member?.token })).status,
        bad,
      ).toBe(422);
    expect((await call(provider, 'GET', `/reserves/proof?snapshot_id=${snapshot.id}`)).status).toBe(401);
    const late = await createUser(provider.url, { state: 'verified' });
    const { token } = await signIn(provider, late.mobile_number as string, late.password);
    expect(
      await call(provider, 'GET', `/reserves/proof?snapshot_id=${snapshot.id}`, { bearer: token }),
    ).toMatchObject({
      status: 404,
      body: { message: noEntryInSnapshot(snapshot.id) },
    });
    // In the next snapshot they have their entry.
    const next = (await snapshotNow()).body;
    expect(next.id).toBeGreaterThan(snapshot.id);
    const proof = await call(provider, 'GET', `/reserves/proof?snapshot_id=${next.id}`, { bearer: token });
    expect(verifyInclusion(proof.body, next.root)).toMatchObject({ ok: true, userId: String(late.id) });
    // The older snapshot's proofs still verify against the older root, and not against the newer one.
    const older = await call(provider, 'GET', `/reserves/proof?snapshot_id=${snapshot.id}`, {
      bearer: member?.token,
    });
    expect(verifyInclusion(older.body, snapshot.root)).toMatchObject({ ok: true });
    expect(verifyInclusion(older.body, next.root)).toMatchObject({ ok: false });
  });

  it("refuses the operator's call without the operator's token", async () => {
    expect((await call(provider, 'POST', '/admin/reserves/snapshots')).status).toBe(401);
    const wrong = await call(provider, 'POST', '/admin/reserves/snapshots', {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    expect(
      (await call(provider, 'POST', '/admin/reserves/snapshots', { bearer: members[0]?.token })).status,
    ).toBe(401);
  });
});
