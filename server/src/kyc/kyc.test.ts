// Profile verification through the BFF against the real provider, as the /in/profile-setup stepper calls it: every
// step over tRPC with the session cookie, refusals on their fields (§8), submission to §4 Pending with the §6
// message, the auto-reviewer's approval to Verified, a rejection's reason; no full PAN or Aadhaar number echoed.
import { randomInt, randomUUID } from 'node:crypto';
import { kycStepResponseSchema } from '@sikka/shared/kyc/schemas';
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import { permissionMessages, verificationStatus } from '@sikka/shared/user/verification';
import { bffForFile, ORIGIN } from '@sikka/tests/support/bff';
import { bffClient, failure } from '@sikka/tests/support/bffClient';
import {
  KYC_AADHAAR,
  KYC_ADDRESS,
  KYC_BANK,
  KYC_PERSONAL,
  SAMPLE_PDF,
  SAMPLE_PNG,
} from '@sikka/tests/support/kycDocuments';
import { call, latestOtp, newestCode } from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';
import { describe, expect, it } from 'vitest';

const ADMIN = 'kyc-bff-test-admin-token-0123456789abcdef';
const stack = bffForFile({
  provider: { env: { ADMIN_TOKEN: ADMIN, KYC_AUTO_REVIEW: 'on', KYC_AUTO_REVIEW_DELAY_S: '0' } },
});

/** An ordinary test PAN (docs/kyc.md: digits other than the special blocks are valid, held by the name typed). */
const freshPan = () => `ABCPE${String(randomInt(1_000, 7_000))}K`;
const personal = KYC_PERSONAL;
const address = KYC_ADDRESS;
const bank = KYC_BANK;

async function newcomer() {
  return stack.signedIn({ state: 'unverified' });
}
type Newcomer = Awaited<ReturnType<typeof newcomer>>;

/** The documents step as the browser sends it: raw bytes to /media/kyc-document/:kind with the session cookie. */
function uploadDocument(
  cookie: string,
  kind: string,
  bytes: Uint8Array,
  headers: Record<string, string> = { origin: ORIGIN, 'x-sikka-client': 'web' },
) {
  return fetch(`${stack.url}/media/kyc-document/${kind}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/octet-stream', ...headers },
    body: bytes,
  });
}

/** §9 'upload docs 6' over tRPC: the code asked for, read from the outbox, confirmed; uploads open. */
async function unlockDocuments({ bff, mobile }: Newcomer) {
  await bff.trpc.user.requestOtp.mutate({ type: 6 });
  return bff.trpc.kyc.unlockDocuments.mutate({ otp: await newestCode(stack.provider.url, mobile, 6) });
}

async function completeSteps(person: Newcomer, pan = freshPan()) {
  const { bff, mobile, cookie } = person;
  await bff.trpc.kyc.savePan.mutate({ pan_number: pan, name: personal.name, dob: personal.dob });
  await bff.trpc.kyc.requestAadhaarOtp.mutate({ aadhaar_number: KYC_AADHAAR });
  await bff.trpc.kyc.verifyAadhaar.mutate({ otp: await latestOtp(stack.provider.url, mobile) });
  await bff.trpc.kyc.savePersonal.mutate(personal);
  await bff.trpc.kyc.saveAddress.mutate(address);
  await bff.trpc.kyc.saveBank.mutate(bank);
  await unlockDocuments(person);
  expect((await uploadDocument(cookie, 'pan_card', SAMPLE_PDF)).status).toBe(200);
  const selfie = await uploadDocument(cookie, 'selfie', SAMPLE_PNG);
  expect(selfie.status).toBe(200);
  return kycStepResponseSchema.parse(await selfie.json());
}

async function statusOf(person: Newcomer) {
  return verificationStatus(await person.bff.trpc.user.details.query());
}

describe('the stepper over the BFF', () => {
  it('a newcomer: every step to do, each step done in turn, submitted, approved by the auto-reviewer (Verified)', async () => {
    const person = await newcomer();
    const start = await person.bff.trpc.kyc.progress.query();
    expect(start).toMatchObject({ state: 'notStarted', next_step: 'pan' });
    expect(await statusOf(person)).toBe('Unverified');

    const pan = freshPan();
    const done = await completeSteps(person, pan);
    expect(Object.values(done.progress.steps).every((step) => step === 'done')).toBe(true);
    const ifsc = await person.bff.trpc.kyc.lookupIfsc.query({ ifsc: bank.ifsc });
    expect(ifsc.bank).toMatch(/HDFC/i);

    const submitted = await person.bff.trpc.kyc.submit.mutate();
    expect(submitted.progress).toMatchObject({ verification_status: 1, status: 0 });
    // The auto-reviewer approves on its queue (no delay here).
    const verified = await until(async () => {
      const status = await statusOf(person);
      return status === 'Verified' && status;
    });
    expect(verified).toBe('Verified');

    // Nothing the browser received carries the whole PAN or Aadhaar number.
    const everything = person.bff.bodies.join('\n');
    expect(everything).not.toContain(pan);
    expect(everything).not.toContain(KYC_AADHAAR);
  });

  it('refusals land on their fields (§8): an invalid PAN, a name unlike the registry, a wrong Aadhaar OTP', async () => {
    const person = await newcomer();
    const unknown = await failure(
      person.bff.trpc.kyc.savePan.mutate({
        pan_number: 'ABCPE0000K',
        name: personal.name,
        dob: personal.dob,
      }),
    );
    expect(unknown.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'pan_number' } });
    const mismatch = await failure(
      person.bff.trpc.kyc.savePan.mutate({
        pan_number: 'ABCPE9999K',
        name: personal.name,
        dob: personal.dob,
      }),
    );
    expect(mismatch.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'name' } });

    await person.bff.trpc.kyc.savePan.mutate({
      pan_number: freshPan(),
      name: personal.name,
      dob: personal.dob,
    });
    await person.bff.trpc.kyc.requestAadhaarOtp.mutate({ aadhaar_number: KYC_AADHAAR });
    const code = await latestOtp(stack.provider.url, person.mobile);
    const wrong = await failure(
      person.bff.trpc.kyc.verifyAadhaar.mutate({ otp: code === '111111' ? '222222' : '111111' }),
    );
    expect(wrong.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'otp' } });
  });

  it('submitted is Pending: a money action answers the §6 support-phone message', async () => {
    const person = await newcomer();
    await completeSteps(person);
    // A declared politically exposed person waits for an operator (docs/kyc.md), so the status stays Pending.
    await person.bff.trpc.kyc.savePersonal.mutate({ ...personal, pep: true });
    await person.bff.trpc.kyc.submit.mutate();
    expect(await statusOf(person)).toBe('Pending');
    const refused = await failure(
      person.bff.trpc.wallet.deposit.mutate({
        coin: 'INR',
        amount: '1000',
        channel: 'UPI',
        idempotency_key: randomUUID(),
      }),
    );
    expect(refused.appError?.message).toBe(permissionMessages.pending(SUPPORT_CONTACT.phone));
  });

  it("a rejection's reason reaches the browser, with the step to redo", async () => {
    const person = await newcomer();
    await completeSteps(person);
    // A politically exposed person is left for an operator (docs/kyc.md): the operator decides here.
    await person.bff.trpc.kyc.savePersonal.mutate({ ...personal, pep: true });
    await person.bff.trpc.kyc.submit.mutate();
    const rejected = await call(stack.provider, 'POST', `/admin/kyc/${person.user.id}/reject`, {
      headers: { authorization: `Bearer ${ADMIN}` },
      body: { reason: 'The address proof does not match the address given', steps: ['address'] },
    });
    expect(rejected.status).toBe(200);
    const progress = await person.bff.trpc.kyc.progress.query();
    expect(progress).toMatchObject({
      state: 'rejected',
      next_step: 'address',
      rejection: { reason: 'The address proof does not match the address given', steps: ['address'] },
    });
    expect(await statusOf(person)).toBe('Unverified');
  });

  it('UPI ids: added and deleted with the code of purpose 3, a wrong code on its field', async () => {
    const person = await newcomer();
    await person.bff.trpc.user.requestOtp.mutate({ type: 3 });
    const code = await latestOtp(stack.provider.url, person.mobile);
    const wrong = await failure(
      person.bff.trpc.kyc.addUpiId.mutate({
        upi_id: 'asha@ybl',
        otp: code === '000000' ? '111111' : '000000',
      }),
    );
    expect(wrong.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'otp' } });
    const added = await person.bff.trpc.kyc.addUpiId.mutate({ upi_id: 'asha@ybl', otp: code });
    expect(added.upi_ids.map((row) => row.upi_id)).toEqual(['asha@ybl']);
    stack.provider.clock.advanceSeconds(91);
    await person.bff.trpc.user.requestOtp.mutate({ type: 3 });
    const left = await person.bff.trpc.kyc.deleteUpiId.mutate({
      id: added.upi_ids[0]?.id ?? 0,
      otp: await latestOtp(stack.provider.url, person.mobile),
    });
    expect(left.upi_ids).toEqual([]);
  });

  it('needs a session, and refuses a cross-site caller', async () => {
    const visitor = await failure(stack.browser().trpc.kyc.progress.query());
    expect(visitor.code).toBe('UNAUTHORIZED');
    const person = await newcomer();
    const crossSite = bffClient(stack.url, { origin: 'https://evil.example' });
    for (const [name, value] of person.bff.cookies) crossSite.cookies.set(name, value);
    const refused = await failure(crossSite.trpc.kyc.saveAddress.mutate(address));
    expect(refused.code).toBe('FORBIDDEN');
  });
});

describe('the documents step over the BFF', () => {
  it('refuses a cross-site upload, a visitor, an unknown kind, an upload before the code, and text named as a picture', async () => {
    const person = await newcomer();
    expect((await uploadDocument(person.cookie, 'selfie', SAMPLE_PNG, {})).status).toBe(403);
    expect((await uploadDocument('', 'selfie', SAMPLE_PNG)).status).toBe(401);
    expect((await uploadDocument(person.cookie, 'passport', SAMPLE_PNG)).status).toBe(404);
    // §9 'upload docs 6': not before the code.
    const locked = await uploadDocument(person.cookie, 'selfie', SAMPLE_PNG);
    expect(locked.status).toBe(403);
    expect(((await locked.json()) as { appError: { message: string } }).appError.message).toBe(
      'Confirm with the OTP sent to your mobile before uploading documents',
    );
    const unlocked = await unlockDocuments(person);
    expect(unlocked.message).toBe('Confirmed. You can upload documents for the next 15 minutes');
    const text = await uploadDocument(person.cookie, 'selfie', Buffer.from('not a picture'));
    expect(text.status).toBe(422);
    const body = (await text.json()) as { appError: { firstFieldError: { field: string; message: string } } };
    expect(body.appError.firstFieldError).toEqual({
      field: 'selfie',
      message: 'Upload your selfie as a PNG, JPEG or WebP picture',
    });
    expect((await person.bff.trpc.kyc.progress.query()).documents.selfie).toBeNull();
  });
});
