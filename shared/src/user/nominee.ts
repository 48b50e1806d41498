// The nominee who receives the holdings (§8 nominee field list: nominee_name, dob, relationship, gender,
// contact_number, pan_no, address), its §5 generic rules, and the calls that read and save it (paths our design).
import { z } from 'zod';
import { PHONE_LENGTH } from '../constants.ts';
import { ageOn, GENDERS, PAN_NOT_INDIVIDUAL, panHolderCategory } from '../kyc/rules.ts';
import { PAN_PATTERN } from '../validation/pan.ts';
import { plainText } from '../validation/plainText.ts';

export const RELATIONSHIPS = [
  'Spouse',
  'Son',
  'Daughter',
  'Father',
  'Mother',
  'Brother',
  'Sister',
  'Other',
] as const;

export const NOMINEE_MESSAGES = {
  name: 'Enter the nominee’s full name (letters and spaces)',
  dob: 'Enter the nominee’s date of birth (YYYY-MM-DD, not in the future)',
  contact: `Enter a ${PHONE_LENGTH}-digit mobile number`,
  pan: 'Enter a PAN like AAAAA0000A, or leave it empty',
  address: 'Enter the nominee’s address (10 to 300 characters)',
  saved: 'Nominee saved',
} as const;

export const nomineeSchema = z
  .object({
    nominee_name: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z .']{1,99}$/, NOMINEE_MESSAGES.name),
    dob: z.string().refine((dob) => ageOn(dob, new Date()) !== null, { message: NOMINEE_MESSAGES.dob }),
    relationship: z.enum(RELATIONSHIPS, { message: 'Choose the relationship' }),
    gender: z.enum(GENDERS, { message: 'Choose a gender' }),
    contact_number: z.string().regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), NOMINEE_MESSAGES.contact),
    // A minor nominee may have no PAN; one given must be an individual's.
    pan_no: z
      .string()
      .trim()
      .toUpperCase()
      .refine((pan) => pan === '' || PAN_PATTERN.test(pan), NOMINEE_MESSAGES.pan)
      .refine(
        (pan) => pan === '' || !PAN_PATTERN.test(pan) || panHolderCategory(pan) === 'P',
        PAN_NOT_INDIVIDUAL,
      ),
    address: plainText({ multiline: true })
      .trim()
      .min(10, NOMINEE_MESSAGES.address)
      .max(300, NOMINEE_MESSAGES.address),
  })
  .strict();
export type Nominee = z.infer<typeof nomineeSchema>;

/** What the provider answers: the nominee on file (PAN masked), or none yet. */
export const nomineeResponseSchema = z.object({
  nominee: z
    .object({
      nominee_name: z.string(),
      dob: z.string(),
      relationship: z.enum(RELATIONSHIPS),
      gender: z.enum(GENDERS),
      contact_number: z.string(),
      pan_masked: z.string().nullable(),
      address: z.string(),
    })
    .nullable(),
  message: z.string().optional(),
});
export type NomineeResponse = z.infer<typeof nomineeResponseSchema>;
