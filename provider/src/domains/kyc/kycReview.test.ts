// Profile verification's submission (§4 Pending, §6 message), the operator's review, re-KYC, kyc_required (§3/§4)
// and the auto-reviewer, in the provider.
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import { permissionMessages, verificationStatus } from '@sikka/shared/user/verification';
import { KYC_ADDRESS, KYC_PERSONAL } from '@sikka/tests/support/kycDocuments';
import { call, startTestProvider, type TestProvider } from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, kycKit } from './kycKit.ts';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider({ env: { ADMIN_TOKEN: ADMIN } });
});
afterAll(async () => provider?.close());
const { admin, newcomer, post, completeSteps, messagesOf, details } = kycKit(() => provider);
const personal = KYC_PERSONAL;
const address = KYC_ADDRESS;

describe('submission and review (§4 derivation, §6 messages)', () => {
  it('refuses an incomplete submission naming the missing step', async () => {
    const person = await newcomer();
    const response = await post(person, '/kyc/submit');
    expect(response.status).toBe(422);
    expect(response.body.error.errors.pan).toEqual(['Complete the PAN step before submitting']);
  });

  it('submitted is §4 Pending: money actions answer the §6 support-phone message, steps are locked', async () => {
    const person = await newcomer();
    await completeSteps(person);
    const submitted = await post(person, '/kyc/submit');
    expect(submitted.status).toBe(200);
    expect(submitted.body.progress).toMatchObject({ state: 'submitted', verification_status: 1, status: 0 });
    expect(verificationStatus((await details(person)) ?? {})).toBe('Pending');
    const deposit = await post(person, '/wallet/deposits', {
      coin: 'INR',
      amount: '1000',
      channel: 'UPI',
      idempotency_key: 'kyc-pending-deposit-1',
    });
    expect(deposit.status).toBe(403);
    expect(deposit.body.message).toBe(permissionMessages.pending(SUPPORT_CONTACT.phone));
    const locked = await post(person, '/kyc/address', address);
    expect(locked.status).toBe(409);
    expect((await post(person, '/kyc/submit')).status).toBe(409);
  });

  it('an operator approves: §4 Verified, and the user may deposit', async () => {
    const person = await newcomer();
    await completeSteps(person);
    await post(person, '/kyc/submit');
    expect((await admin('GET', '/admin/kyc')).body.waiting.map((row: { id: number }) => row.id)).toContain(
      person.id,
    );
    expect((await call(provider, 'POST', `/admin/kyc/${person.id}/approve`)).status).toBe(401);
    expect((await admin('POST', `/admin/kyc/${person.id}/approve`)).status).toBe(200);
    expect((await admin('POST', `/admin/kyc/${person.id}/approve`)).status).toBe(409);
    const user = await details(person);
    expect(user).toMatchObject({ verification_status: 21, status: 1, re_kyc: 0, name: 'Asha Verma' });
    expect(verificationStatus(user ?? {})).toBe('Verified');
    const deposit = await post(person, '/wallet/deposits', {
      coin: 'INR',
      amount: '1000',
      channel: 'UPI',
      idempotency_key: 'kyc-approved-deposit-1',
    });
    expect(deposit.status).toBe(201);
  });

  it('a rejection names what to fix: kyc_required drives §4 profile completion, fixing clears it', async () => {
    const person = await newcomer();
    await completeSteps(person);
    await post(person, '/kyc/submit');
    const refused = await admin('POST', `/admin/kyc/${person.id}/reject`, {
      reason: 'The address proof does not match the address given',
      steps: ['address'],
    });
    expect(refused.status).toBe(200);
    const progress = (await call(provider, 'GET', '/kyc', { bearer: person.token })).body;
    expect(progress).toMatchObject({
      state: 'rejected',
      next_step: 'address',
      rejection: { reason: 'The address proof does not match the address given', steps: ['address'] },
    });
    expect(progress.steps.address).toBe('redo');
    const user = await details(person);
    expect(user?.kyc_required).toEqual([{ kyc_doc_type: 'ADDRESS_DETAIL' }]);
    expect(verificationStatus(user ?? {})).toBe('Unverified');
    await post(person, '/kyc/address', { ...address, line1: '14 MG Road' });
    expect((await details(person))?.kyc_required).toEqual([]);
    expect((await post(person, '/kyc/submit')).status).toBe(200);
    expect((await admin('POST', `/admin/kyc/${person.id}/approve`)).status).toBe(200);
    expect(verificationStatus((await details(person)) ?? {})).toBe('Verified');
    const told = await messagesOf(person.id);
    expect(told.map((row) => row.kind)).toEqual([
      'kyc_submitted',
      'kyc_rejected',
      'kyc_submitted',
      'kyc_approved',
    ]);
    expect(told[1]?.body).toBe(
      'Your profile could not be verified: The address proof does not match the address given. Please update your address and submit again.',
    );
  });

  it('re-KYC: re_kyc = 1, the §6 re-verify message, and approval after resubmission clears it', async () => {
    const person = await newcomer();
    await completeSteps(person);
    await post(person, '/kyc/submit');
    await admin('POST', `/admin/kyc/${person.id}/approve`);
    const reKyc = await admin('POST', `/admin/kyc/${person.id}/re-kyc`, {
      reason: 'Periodic update',
      steps: ['address', 'bank'],
    });
    expect(reKyc.status).toBe(200);
    expect(await details(person)).toMatchObject({ re_kyc: 1, verification_status: 23, status: 0 });
    const deposit = await post(person, '/wallet/deposits', {
      coin: 'INR',
      amount: '1',
      channel: 'UPI',
      idempotency_key: 'kyc-rekyc-deposit',
    });
    expect(deposit.body.message).toBe(permissionMessages.reVerify);
    await post(person, '/kyc/address', address);
    await post(person, '/kyc/bank', { account_number: '50100012345678', ifsc: 'HDFC0000123' });
    await post(person, '/kyc/submit');
    expect(await details(person)).toMatchObject({ re_kyc: 1, verification_status: 1, status: 0 });
    await admin('POST', `/admin/kyc/${person.id}/approve`);
    expect(await details(person)).toMatchObject({ re_kyc: 0, verification_status: 21, status: 1 });
    // Each submission and decision told once (the refused second approval wrote nothing).
    const told = await messagesOf(person.id);
    expect(told.map((row) => row.kind)).toEqual([
      'kyc_submitted',
      'kyc_approved',
      're_kyc_requested',
      'kyc_submitted',
      'kyc_approved',
    ]);
    expect(told[2]?.body).toBe(
      'Please verify your profile again: Periodic update. Update your address and bank account in Get Verified.',
    );
  });

  it('an operator may ask a verified user to update one part (§4 profile completion) without unverifying them', async () => {
    const person = await newcomer();
    await completeSteps(person);
    await post(person, '/kyc/submit');
    await admin('POST', `/admin/kyc/${person.id}/approve`);
    await admin('POST', `/admin/kyc/${person.id}/require`, { kyc_doc_type: 'BANK_DETAILS' });
    expect(await details(person)).toMatchObject({
      kyc_required: [{ kyc_doc_type: 'BANK_DETAILS' }],
      status: 1,
    });
    expect((await post(person, '/kyc/personal', personal)).status).toBe(409);
    await post(person, '/kyc/bank', { account_number: '50100012345678', ifsc: 'SBIN0000001' });
    expect((await details(person))?.kyc_required).toEqual([]);
  });
});

describe('the auto-reviewer (the embedded default, on the job queue)', () => {
  let auto: TestProvider;
  beforeAll(async () => {
    auto = await startTestProvider({ env: { KYC_AUTO_REVIEW: 'on', KYC_AUTO_REVIEW_DELAY_S: '0' } });
  });
  afterAll(async () => auto?.close());

  it('approves a submission whose checks passed, and holds a politically exposed person for an operator', async () => {
    const outer = provider;
    provider = auto;
    try {
      const clear = await newcomer();
      const pep = await newcomer();
      await completeSteps(clear);
      await completeSteps(pep, { pep: true });
      await post(clear, '/kyc/submit');
      await post(pep, '/kyc/submit');
      const approved = await until(async () => {
        const user = await details(clear);
        return user?.verification_status === 21 && user;
      });
      expect(verificationStatus(approved ?? {})).toBe('Verified');
      const reviews = await auto.db
        .selectFrom('kyc_reviews')
        .selectAll()
        .where('user_id', '=', clear.id)
        .execute();
      expect(reviews.map((r) => [r.decision, r.reviewer])).toEqual([['approved', 'auto']]);
      expect(verificationStatus((await details(pep)) ?? {})).toBe('Pending');
    } finally {
      provider = outer;
    }
  });
});
