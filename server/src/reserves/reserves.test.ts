// Proof of reserves through the BFF against the real provider: the latest snapshot for a visitor (none, then the
// operator's), a signed-in user's proof file whole (the snapshot's id and time beside version 1) and verifying, a
// visitor refused the proof, and a missing snapshot answered as its §8 error.
import { snapshotNotFound } from '@sikka/shared/reserves/schemas';
import { verifyInclusion } from '@sikka/shared/reserves/verifyInclusion';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { describe, expect, it } from 'vitest';

const ADMIN_TOKEN = 'reserves-bff-test-admin-token-0123456789';
const stack = bffForFile({ provider: { env: { ADMIN_TOKEN, RESERVES_SNAPSHOT_EVERY_MS: '0' } } });

describe('proof of reserves through the BFF', () => {
  it("shows the latest snapshot to anyone and a signed-in user's own proof, which verifies", async () => {
    const visitor = stack.browser();
    expect(await visitor.trpc.reserves.latest.query()).toEqual({ snapshot: null });
    const { bff, user } = await stack.signedIn({ btc: '0.5', inr: '1000' });
    const taken = await fetch(`${stack.provider.url}/admin/reserves/snapshots`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(taken.status).toBe(200);
    const { snapshot } = await visitor.trpc.reserves.latest.query();
    expect(snapshot).toEqual(await taken.json());
    if (!snapshot) throw new Error('no snapshot');

    const proof = await bff.trpc.reserves.proof.query({ snapshot_id: snapshot.id });
    expect(proof).toMatchObject({ snapshot_id: snapshot.id, taken_at: snapshot.taken_at, version: 1 });
    expect(verifyInclusion(proof, snapshot.root)).toMatchObject({
      ok: true,
      userId: String(user.id),
      balances: { INR: '100000', BTC: '50000000' },
    });

    expect(await failure(visitor.trpc.reserves.proof.query({ snapshot_id: snapshot.id }))).toMatchObject({
      httpStatus: 401,
    });
    expect(await failure(bff.trpc.reserves.proof.query({ snapshot_id: snapshot.id + 7 }))).toMatchObject({
      httpStatus: 404,
      appError: { message: snapshotNotFound(snapshot.id + 7) },
    });
  });
});
