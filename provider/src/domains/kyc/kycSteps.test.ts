// Profile verification's steps in the provider: a newcomer's progress, and each step's success and refusal (§8 field
// errors): the PAN, Aadhaar, personal details and address, and the bank account.
import { kycProgressSchema } from '@sikka/shared/kyc/schemas';
import { verificationStatus } from '@sikka/shared/user/verification';
import { KYC_ADDRESS, KYC_PERSONAL } from '@sikka/tests/support/kycDocuments';
import { call, latestOtp, startTestProvider, type TestProvider } from '@sikka/tests/support/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, kycKit, PAN } from './kycKit.ts';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider({ env: { ADMIN_TOKEN: ADMIN } });
});
afterAll(async () => provider?.close());
const { newcomer, post, freshPan, details } = kycKit(() => provider);
const personal = KYC_PERSONAL;
const address = KYC_ADDRESS;

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
