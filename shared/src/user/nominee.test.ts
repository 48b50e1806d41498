// §8 nominee fields (nominee_name, dob, relationship, gender, contact_number, pan_no, address) under §5's generic
// rules: each refusal on its own field.
import { describe, expect, it } from 'vitest';
import { PAN_NOT_INDIVIDUAL } from '../kyc/rules.ts';
import { NOMINEE_MESSAGES, nomineeSchema } from './nominee.ts';

const valid = {
  nominee_name: 'Ravi Verma',
  dob: '2012-05-01',
  relationship: 'Son',
  gender: 'Male',
  contact_number: '9876543210',
  pan_no: '',
  address: '12 MG Road, Bengaluru 560001',
};

describe('the nominee (§8 nominee fields)', () => {
  it('accepts a minor nominee without a PAN, and an adult with one (upper-cased)', () => {
    expect(nomineeSchema.safeParse(valid).success).toBe(true);
    expect(nomineeSchema.parse({ ...valid, dob: '1960-01-01', pan_no: 'abcpe1234k' }).pan_no).toBe(
      'ABCPE1234K',
    );
  });

  it.each([
    ['a name with digits', { nominee_name: 'R2D2' }, 'nominee_name', NOMINEE_MESSAGES.name],
    ['a date of birth in the future', { dob: '2999-01-01' }, 'dob', NOMINEE_MESSAGES.dob],
    ['a date that is not one', { dob: '01/05/2012' }, 'dob', NOMINEE_MESSAGES.dob],
    ['a relationship off the list', { relationship: 'Cousin' }, 'relationship', 'Choose the relationship'],
    ['a 9-digit contact number', { contact_number: '987654321' }, 'contact_number', NOMINEE_MESSAGES.contact],
    ['a PAN of the wrong shape', { pan_no: 'ABC123' }, 'pan_no', NOMINEE_MESSAGES.pan],
    ["a company's PAN", { pan_no: 'ABCCE1234K' }, 'pan_no', PAN_NOT_INDIVIDUAL],
    ['a short address', { address: 'Pune' }, 'address', NOMINEE_MESSAGES.address],
  ])('refuses %s on its field', (_case, change, field, message) => {
    const result = nomineeSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});
