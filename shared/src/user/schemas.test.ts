import { describe, expect, it } from 'vitest';
import { userCalls } from './calls.ts';
import { userDetailsResponseSchema, userFromDetails, userSchema } from './schemas.ts';

const user = {
  id: 42,
  email: 'asha@example.in',
  mobile_number: '9876543210',
  name: 'Asha Verma',
  avatar: null,
  verification_status: 21,
  status: 1,
  re_kyc: 0,
  ga_enabled: 1,
  esign_request: null,
  subbroker: [{ id: 7 }],
  is_subbroker: 0,
  kyc_doc: [{ document_type: 'PAN', name_in_doc: 'ASHA VERMA', dob_as_per_doc: '1990-01-31' }],
  verificationStatusText: 'Verified',
  kyc_required: [{ kyc_doc_type: 'BANK_DETAILS' }],
};

describe('§3 User (user-details call)', () => {
  it.each([
    ['a complete user', user],
    ['a user who signed up with a mobile number only', { ...user, email: null, name: null }],
    [
      'each kyc_required doc type: ADDRESS_DETAIL',
      { ...user, kyc_required: [{ kyc_doc_type: 'ADDRESS_DETAIL' }] },
    ],
    [
      'each kyc_required doc type: PERSONAL_DETAIL',
      { ...user, kyc_required: [{ kyc_doc_type: 'PERSONAL_DETAIL' }] },
    ],
    [
      'a held order awaiting its declaration in esign_request',
      {
        ...user,
        esign_request: { order_type: 'WITHDRAW', amount: '25000', order_id: 9, esign_req_id: 3 },
      },
    ],
  ])('accepts %s', (_, input) => {
    expect(userSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    ['id missing', { ...user, id: undefined }, 'id'],
    ['verification_status as a string', { ...user, verification_status: '21' }, 'verification_status'],
    ['status as a string', { ...user, status: '1' }, 'status'],
    ['an unknown kyc_doc_type', { ...user, kyc_required: [{ kyc_doc_type: 'SELFIE' }] }, 'kyc_required'],
    ['a subbroker entry without id', { ...user, subbroker: [{}] }, 'subbroker'],
    ['a kyc_doc without document_type', { ...user, kyc_doc: [{ name_in_doc: 'X' }] }, 'kyc_doc'],
  ])('refuses %s, naming the field', (_, input, field) => {
    const result = userSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it('keeps the SPEC fields, drops what a provider adds beyond them, and defaults missing lists', () => {
    const { subbroker: _s, kyc_doc: _k, kyc_required: _r, ...bare } = user;
    const parsed = userSchema.parse({ ...bare, internal_note: 'x' });
    expect(parsed).not.toHaveProperty('internal_note');
    expect([parsed.subbroker, parsed.kyc_doc, parsed.kyc_required]).toEqual([[], [], []]);
    expect(parsed.verification_status).toBe(21);
  });
});

describe('§7 GET /user-details', () => {
  it('returns users[0]', () => {
    const response = userDetailsResponseSchema.parse({ users: [user, { ...user, id: 43 }] });
    expect(userFromDetails(response)?.id).toBe(42);
  });

  it('an empty users list yields no user', () => {
    expect(userFromDetails(userDetailsResponseSchema.parse({ users: [] }))).toBeNull();
  });

  it.each([
    ['users missing', {}],
    ['users not a list', { users: user }],
  ])('refuses a response with %s', (_, input) => {
    expect(userDetailsResponseSchema.safeParse(input).success).toBe(false);
  });

  it('is described as a bearer GET to /user-details', () => {
    expect(userCalls.details).toMatchObject({ method: 'GET', path: '/user-details', auth: 'bearer' });
  });
});
