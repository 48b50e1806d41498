// Profile verification end to end in the provider: every step's success and refusal (§8 field errors), submission
// (§4 Pending, §6 message), the operator's review, re-KYC, kyc_required (§3/§4) and the auto-reviewer.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kycProgressSchema } from '@sikka/shared/kyc/schemas';
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import { userDetailsResponseSchema } from '@sikka/shared/user/schemas';
import { permissionMessages, verificationStatus } from '@sikka/shared/user/verification';
import {
  completeKycSteps,
  KYC_ADDRESS,
  KYC_PERSONAL,
  SAMPLE_PDF,
  SAMPLE_PNG,
  unlockKycDocuments,
  uploadKycDocument,
} from '@sikka/tests/support/kycDocuments';
import {
  call,
  createUser,
  latestOtp,
  newestCode,
  signIn,
  startTestProvider,
  type TestProvider,
} from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ADMIN = 'kyc-test-admin-token-0123456789abcdef';
let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider({ env: { ADMIN_TOKEN: ADMIN } });
});
afterAll(async () => provider?.close());

const admin = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(provider, method, url, { headers: { authorization: `Bearer ${ADMIN}` }, ...(body ? { body } : {}) });

async function newcomer() {
  const user = await createUser(provider.url);
  const { token } = await signIn(provider, user.mobile_number as string);
  return { ...user, token, mobile: user.mobile_number as string };
}

type Person = Awaited<ReturnType<typeof newcomer>>;
const post = (person: Person, url: string, body?: unknown) =>
  call(provider, 'POST', url, { bearer: person.token, ...(body === undefined ? {} : { body }) });

const PAN = (digits: string, category = 'P') => `ABC${category}${'XYZ'.charAt(digits.length % 3)}${digits}K`;
let panSerial = 1000;
/** A fresh ordinary test PAN (not one of the special digit blocks), so one-PAN-one-account never trips. */
const freshPan = () => {
  panSerial += 1;
  return PAN(String(panSerial));
};

const personal = KYC_PERSONAL;
const address = KYC_ADDRESS;

const completeSteps = (person: Person, options: { pep?: boolean } = {}) =>
  completeKycSteps(provider.url, person, { pan: freshPan(), ...options });

/** The person's transaction messages, oldest first. */
const messagesOf = (userId: number) =>
  provider.db
    .selectFrom('messages')
    .select(['kind', 'body'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

async function details(person: Person) {
  const response = await call(provider, 'GET', '/user-details', { bearer: person.token });
  return userDetailsResponseSchema.parse(response.body).users[0];
}

describe('GET /kyc: the progress of a newcomer', () => {
  it('starts with every step to do, the PAN step next, and §4 Unverified', async () => {
    const person = await newcomer();
    const progress = kycProgressSchema.parse(
      (await call(provider, 'GET', '/kyc', { bearer: person.token })).body,
    );
    expect(progress).toMatchObject({
      state: 'notStarted',
      next_step: 'pan',
      steps: { pan: 'todo', aadhaar: 'todo', personal: 'todo', address: 'todo', bank: 'todo' },
      rejection: null,
    });
    expect(verificationStatus(progress)).toBe('Unverified');
  });

  it('§8 needs a session', async () => {
    expect((await call(provider, 'GET', '/kyc')).status).toBe(401);
  });
});

describe('the PAN step (§5 AAAAA0000A; the simulated registry of docs/kyc.md)', () => {
  it('verifies a PAN, keeps the registry name and shows only a masked number', async () => {
    const person = await newcomer();
    const pan = freshPan();
    const response = await post(person, '/kyc/pan', {
      pan_number: pan.toLowerCase(),
      name: 'asha  verma',
      dob: '1990-01-31',
    });
    expect(response.status).toBe(200);
    expect(response.body.progress.pan).toEqual({
      pan_masked: `${pan.slice(0, 5)}****${pan.slice(9)}`,
      name: 'ASHA VERMA',
      dob: '1990-01-31',
      category: 'Individual',
    });
    expect(JSON.stringify(response.body)).not.toContain(pan);
    expect(response.body.progress.next_step).toBe('aadhaar');
    expect((await details(person))?.kyc_doc).toContainEqual(
      expect.objectContaining({ document_type: 'PAN', name_in_doc: 'ASHA VERMA' }),
    );
  });

  it.each([
    [
      'a malformed PAN',
      { pan_number: 'ABCD1234', name: 'Asha Verma', dob: '1990-01-31' },
      'pan_number',
      /PAN must look like/,
    ],
    [
      "a company's PAN (4th letter C)",
      { pan_number: PAN('1234', 'C'), name: 'Asha Verma', dob: '1990-01-31' },
      'pan_number',
      /individual's PAN/,
    ],
    [
      'someone under 18',
      { pan_number: PAN('1235'), name: 'Asha Verma', dob: '2015-01-01' },
      'dob',
      /18 or older/,
    ],
    [
      'a PAN the registry does not have (0000)',
      { pan_number: PAN('0000'), name: 'Asha Verma', dob: '1990-01-31' },
      'pan_number',
      /No PAN record/,
    ],
    [
      "a deceased holder's PAN (8888)",
      { pan_number: PAN('8888'), name: 'Asha Verma', dob: '1990-01-31' },
      'pan_number',
      /deceased/,
    ],
    [
      'an inoperative PAN (7777)',
      { pan_number: PAN('7777'), name: 'Asha Verma', dob: '1990-01-31' },
      'pan_number',
      /inoperative/,
    ],
    [
      "another holder's name (9999)",
      { pan_number: PAN('9999'), name: 'Asha Verma', dob: '1990-01-31' },
      'name',
      /does not match the PAN records \(\d+% alike, 80% needed\)/,
    ],
    [
      'letters and digits in a name',
      { pan_number: PAN('1236'), name: 'Asha 2', dob: '1990-01-31' },
      'name',
      /letters and spaces/,
    ],
  ])('refuses %s with a 422 on %s', async (_, body, field, message) => {
    const person = await newcomer();
    const response = await post(person, '/kyc/pan', body);
    expect(response.status).toBe(422);
    expect(response.body.error.errors[field]?.[0]).toMatch(message);
    const progress = (await call(provider, 'GET', '/kyc', { bearer: person.token })).body;
    expect(progress.steps.pan).toBe('todo');
  });

  it('accepts the name-mismatch test PAN with its holder name, and one PAN opens one account', async () => {
    const first = await newcomer();
    const pan = PAN('9999');
    expect(
      (await post(first, '/kyc/pan', { pan_number: pan, name: 'Ravi Kumar Sharma', dob: '1985-05-05' }))
        .status,
    ).toBe(200);
    const second = await newcomer();
    const taken = await post(second, '/kyc/pan', {
      pan_number: pan,
      name: 'Ravi Kumar Sharma',
      dob: '1985-05-05',
    });
    expect(taken.body.error.errors.pan_number).toEqual(['This PAN is already linked to another account']);
  });
});

describe('the Aadhaar step (OTP through the simulated UIDAI)', () => {
  it('sends the OTP to the dev outbox and keeps only the last four digits', async () => {
    const person = await newcomer();
    const sent = await post(person, '/kyc/aadhaar/otp', { aadhaar_number: '987654321234' });
    expect(sent.body.message).toMatch(/OTP has been sent/);
    const wrong = await post(person, '/kyc/aadhaar/verify', { otp: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.errors.otp).toBeDefined();
    const otp = await latestOtp(provider.url, person.mobile);
    const verified = await post(person, '/kyc/aadhaar/verify', { otp });
    expect(verified.status).toBe(200);
    expect(verified.body.progress.aadhaar).toEqual({ last_four: '1234', otp_sent: false });
    expect(verified.body.progress.steps.aadhaar).toBe('done');
    const stored = await provider.db
      .selectFrom('kyc_docs')
      .select('document_number')
      .where('user_id', '=', person.id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain('987654321234');
  });

  it.each([
    ['eleven digits', '23456789012', /12-digit Aadhaar/],
    ['a number starting with 1', '123456789012', /12-digit Aadhaar/],
    ['a number UIDAI does not have (ends 0000)', '234567890000', /does not exist/],
  ])('refuses %s', async (_, aadhaar_number, message) => {
    const person = await newcomer();
    const response = await post(person, '/kyc/aadhaar/otp', { aadhaar_number });
    expect(response.status).toBe(422);
    expect(response.body.error.errors.aadhaar_number[0]).toMatch(message);
  });
});

describe('personal details and address', () => {
  it('refuses personal details before the PAN, a name unlike the PAN and a date of birth unlike it', async () => {
    const person = await newcomer();
    expect((await post(person, '/kyc/personal', personal)).body.error.errors.name).toEqual([
      'Verify your PAN first',
    ]);
    await post(person, '/kyc/pan', { pan_number: freshPan(), name: 'Asha Verma', dob: '1990-01-31' });
    const unlike = await post(person, '/kyc/personal', { ...personal, name: 'Meera Iyer' });
    expect(unlike.body.error.errors.name).toEqual(['Your name must match the name on your PAN (ASHA VERMA)']);
    const dob = await post(person, '/kyc/personal', { ...personal, dob: '1991-01-31' });
    expect(dob.body.error.errors.dob).toEqual(['Your date of birth must match the one on your PAN']);
    const bad = await post(person, '/kyc/personal', { ...personal, gender: 'X', income_range: 'lots' });
    expect(Object.keys(bad.body.error.errors)).toEqual(['gender', 'income_range']);
    const saved = await post(person, '/kyc/personal', personal);
    expect(saved.body.progress.personal).toEqual(personal);
  });

  it.each([
    ['a 5-digit PIN', { ...address, pin: '56000' }, 'pin', 'Enter a 6-digit PIN code'],
    [
      'a state that is not one',
      { ...address, state: 'Atlantis' },
      'state',
      'Choose a state or union territory',
    ],
    ['no first line', { ...address, line1: ' ' }, 'line1', 'This field is required'],
  ])('refuses an address with %s', async (_, body, field, message) => {
    const person = await newcomer();
    const response = await post(person, '/kyc/address', body);
    expect(response.body.error.errors[field]).toEqual([message]);
  });

  it('saves an address in a union territory', async () => {
    const person = await newcomer();
    const response = await post(person, '/kyc/address', { ...address, state: 'Ladakh', pin: '194101' });
    expect(response.body.progress.address).toMatchObject({ state: 'Ladakh', pin: '194101', line2: '' });
  });
});

describe('the bank step: IFSC from the bundled data set, penny drop, name match', () => {
  it('looks an IFSC up offline', async () => {
    const person = await newcomer();
    const found = await call(provider, 'GET', '/kyc/ifsc?ifsc=sbin0000001', { bearer: person.token });
    expect(found.body).toMatchObject({ ifsc: 'SBIN0000001', bank: 'State Bank of India', bank_code: 'SBIN' });
    const unknown = await call(provider, 'GET', '/kyc/ifsc?ifsc=ZZZZ0000001', { bearer: person.token });
    expect(unknown.status).toBe(422);
  });

  it('verifies an account held in the PAN name and stores only its masked number', async () => {
    const person = await newcomer();
    await post(person, '/kyc/pan', { pan_number: freshPan(), name: 'Asha Verma', dob: '1990-01-31' });
    const response = await post(person, '/kyc/bank', {
      account_number: '50100012345678',
      ifsc: 'hdfc0000123',
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Bank account verified: ₹1 was sent to it');
    expect(response.body.progress.bank).toEqual({
      holder_name: 'Asha Verma',
      account_number_masked: 'XXXXXXXXXX5678',
      ifsc: 'HDFC0000123',
      bank: 'HDFC Bank',
      verified: true,
      name_match: 100,
    });
    const row = await provider.db
      .selectFrom('bank_accounts')
      .selectAll()
      .where('user_id', '=', person.id)
      .executeTakeFirst();
    expect(JSON.stringify(row)).not.toContain('50100012345678');
  });

  it.each([
    [
      'an IFSC no branch has',
      { account_number: '50100012345678', ifsc: 'HDFC0ZZZZZZ' },
      'ifsc',
      /No bank branch/,
    ],
    [
      'an account the bank does not have (ends 0000)',
      { account_number: '501000120000', ifsc: 'HDFC0000123' },
      'account_number',
      /does not exist/,
    ],
    [
      "an account in someone else's name (ends 9999)",
      { account_number: '501000129999', ifsc: 'HDFC0000123' },
      'account_number',
      /The name at your bank \(SUNITA DEVI\) does not match the name on your PAN \(\d+% alike, 80% needed\)/,
    ],
    [
      'a short account number',
      { account_number: '1234', ifsc: 'HDFC0000123' },
      'account_number',
      /9 to 18 digits/,
    ],
  ])('refuses %s', async (_, body, field, message) => {
    const person = await newcomer();
    await post(person, '/kyc/pan', { pan_number: freshPan(), name: 'Asha Verma', dob: '1990-01-31' });
    const response = await post(person, '/kyc/bank', body);
    expect(response.status).toBe(422);
    expect(response.body.error.errors[field][0]).toMatch(message);
    expect((await call(provider, 'GET', '/kyc', { bearer: person.token })).body.steps.bank).toBe('todo');
  });
});

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

describe('the documents step (a PAN card and a selfie, known by their bytes)', () => {
  const upload = (person: Person, kind: 'pan_card' | 'selfie', bytes: Uint8Array) =>
    uploadKycDocument(provider.url, person.token, kind, bytes);
  /** A newcomer who confirmed the §9 'upload docs 6' code. */
  const uploader = async () => {
    const person = await newcomer();
    await unlockKycDocuments(provider.url, person.token);
    return person;
  };

  it("§9 'upload docs 6': uploads wait for the code, a wrong one is refused on its field, and they close again", async () => {
    const person = await newcomer();
    const locked = await upload(person, 'selfie', SAMPLE_PNG);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('Confirm with the OTP sent to your mobile before uploading documents');

    expect((await post(person, '/request-otp', { type: 6 })).status).toBe(200);
    const code = await newestCode(provider.url, person.mobile, 6);
    const wrong = await post(person, '/kyc/documents/unlock', {
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.error.errors)).toEqual(['otp']);
    const unlocked = await post(person, '/kyc/documents/unlock', { otp: code });
    expect(unlocked.body.message).toBe('Confirmed. You can upload documents for the next 15 minutes');
    const until = Date.parse(unlocked.body.progress.documents_unlocked_until);
    expect(until - provider.clock.now().getTime()).toBe(15 * 60_000);
    // The code is spent.
    expect((await post(person, '/kyc/documents/unlock', { otp: code })).status).toBe(422);
    expect((await upload(person, 'selfie', SAMPLE_PNG)).status).toBe(200);

    provider.clock.advance(15 * 60_000);
    expect((await upload(person, 'pan_card', SAMPLE_PDF)).status).toBe(403);
  });

  it('takes a PDF PAN card and a PNG selfie, lists them, and the reviewer reads the same bytes', async () => {
    const person = await uploader();
    const first = await upload(person, 'pan_card', SAMPLE_PDF);
    expect(first.status).toBe(200);
    expect(first.body.progress.steps.documents).toBe('todo');
    expect(first.body.progress.documents.pan_card).toMatchObject({
      content_type: 'application/pdf',
      size: SAMPLE_PDF.length,
    });
    const second = await upload(person, 'selfie', SAMPLE_PNG);
    expect(second.body).toMatchObject({
      message: 'Document uploaded',
      progress: { steps: { documents: 'done' } },
    });

    const read = await fetch(`${provider.url}/admin/kyc/${person.id}/documents/selfie`, {
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await read.arrayBuffer()).equals(SAMPLE_PNG)).toBe(true);
    expect((await admin('GET', `/admin/kyc/${person.id}`)).body.progress.documents.selfie).not.toBeNull();
  });

  it('refuses by the bytes: text named .png, a PDF selfie, an empty file, more than 5 MB', async () => {
    const person = await uploader();
    const text = await upload(person, 'pan_card', Buffer.from('this is my-pan.png'));
    expect(text.status).toBe(422);
    expect(text.body.error.errors.pan_card).toEqual([
      'Upload your PAN card as a PDF, PNG, JPEG or WebP file',
    ]);
    const pdfSelfie = await upload(person, 'selfie', SAMPLE_PDF);
    expect(pdfSelfie.body.error.errors.selfie).toEqual(['Upload your selfie as a PNG, JPEG or WebP picture']);
    const empty = await upload(person, 'selfie', new Uint8Array(0));
    expect(empty.status).toBe(422);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    SAMPLE_PNG.copy(big);
    const tooBig = await upload(person, 'selfie', big);
    expect(tooBig.body.error.errors.selfie).toEqual(['Upload a file of at most 5 MB']);
    expect((await call(provider, 'GET', '/kyc', { bearer: person.token })).body.documents).toEqual({
      pan_card: null,
      selfie: null,
    });
  });

  it('keeps the bytes sealed at rest, replaces an upload, and leaves no orphan behind', async () => {
    const person = await uploader();
    await upload(person, 'selfie', SAMPLE_PNG);
    const first = await provider.db
      .selectFrom('kyc_documents')
      .select('storage_key')
      .where('user_id', '=', person.id)
      .executeTakeFirstOrThrow();
    const dir = provider.config.DOCUMENT_DIR as string;
    const stored = readFileSync(join(dir, first.storage_key));
    expect(stored.includes(SAMPLE_PNG.subarray(8, 24))).toBe(false);
    expect(stored.subarray(0, 5).toString()).toBe('enc1:');

    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    await upload(person, 'selfie', jpeg);
    expect(existsSync(join(dir, first.storage_key))).toBe(false);
    const files = readdirSync(join(dir, 'kyc', String(person.id)));
    expect(files).toHaveLength(1);
  });

  it('submission waits for both documents', async () => {
    const person = await newcomer();
    await completeSteps(person);
    await provider.db.deleteFrom('kyc_documents').where('user_id', '=', person.id).execute();
    const refused = await post(person, '/kyc/submit');
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors.documents).toEqual(['Complete the documents step before submitting']);
  });
});
