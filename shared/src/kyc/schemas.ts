// Wire schemas of the profile-verification (KYC) calls: one call per step, the progress read, submission and the
// operator's review. Paths and bodies are our design in docs/requirements.md §7's style; field names are what §8 errors name.
import { z } from 'zod';
import { KYC_REQUIRED_DOC_TYPES, type KycRequiredDocType } from '../user/schemas.ts';
import { panSchema } from '../validation/pan.ts';
import { plainText } from '../validation/plainText.ts';
import { RULES } from '../validation/rules.ts';
import { KYC_DOCUMENT_KINDS, type KycDocumentKind, kycDocumentSchema } from './documents.ts';
import {
  AADHAAR_INVALID,
  AADHAAR_PATTERN,
  BANK_ACCOUNT_INVALID,
  BANK_ACCOUNT_PATTERN,
  DATE_INVALID,
  GENDERS,
  IFSC_INVALID,
  IFSC_PATTERN,
  INCOME_RANGES,
  OCCUPATIONS,
  PIN_INVALID,
  PIN_PATTERN,
  STATES_AND_UNION_TERRITORIES,
} from './rules.ts';
import { KYC_STATES, type KycState } from './status.ts';

/** The steps of /in/profile-setup, in the order the stepper walks them. */
export const KYC_STEPS = ['pan', 'aadhaar', 'personal', 'address', 'bank', 'documents'] as const;
export type KycStep = (typeof KYC_STEPS)[number];

/** §3/§4 which kyc_required doc type (the profile-completion prompt) a step that must be redone stands for. */
export const STEP_DOC_TYPE: Readonly<Record<KycStep, KycRequiredDocType>> = {
  pan: 'PERSONAL_DETAIL',
  personal: 'PERSONAL_DETAIL',
  aadhaar: 'ADDRESS_DETAIL',
  address: 'ADDRESS_DETAIL',
  bank: 'BANK_DETAILS',
  documents: 'PERSONAL_DETAIL',
};

const required = 'This field is required';
/** A person's name as a card prints it: §5 letters with spaces, 2–100 characters. */
export const personNameSchema = z
  .string()
  .trim()
  .min(2, 'Enter the full name')
  .max(100, 'At most 100 characters')
  .regex(RULES.lettersWithSpaces.pattern, RULES.lettersWithSpaces.message);
/** An ISO date (YYYY-MM-DD); whether the person is 18 or older is the provider's check (it knows today). */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_INVALID);
const otpSchema = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code');
const lineSchema = plainText().trim().min(1, required).max(120, 'At most 120 characters');

// ——— steps ———

/** PAN step: the number, and the name and date of birth as on the card. */
export const panStepSchema = z
  .object({ pan_number: panSchema, name: personNameSchema, dob: isoDateSchema })
  .strict();
export type PanStep = z.infer<typeof panStepSchema>;

/** Aadhaar step, part one: the number, to which UIDAI sends an OTP (the simulated one: the dev outbox). */
export const aadhaarOtpRequestSchema = z
  .object({ aadhaar_number: z.string().trim().regex(AADHAAR_PATTERN, AADHAAR_INVALID) })
  .strict();
export type AadhaarOtpRequest = z.infer<typeof aadhaarOtpRequestSchema>;
/** Aadhaar step, part two: the OTP UIDAI sent. */
export const aadhaarVerifyRequestSchema = z.object({ otp: otpSchema }).strict();
/** §9 'upload docs 6': the code from POST /request-otp {type: 6} that opens document uploads. */
export const documentsUnlockRequestSchema = z.object({ otp: otpSchema }).strict();

export const personalStepSchema = z
  .object({
    name: personNameSchema,
    dob: isoDateSchema,
    gender: z.enum(GENDERS, { message: 'Choose a gender' }),
    occupation: z.enum(OCCUPATIONS, { message: 'Choose an occupation' }),
    income_range: z.enum(INCOME_RANGES, { message: 'Choose an income range' }),
    /** Politically exposed person (PMLA): the person declares whether they are one, or related to one. */
    pep: z.boolean(),
  })
  .strict();
export type PersonalStep = z.infer<typeof personalStepSchema>;

export const addressStepSchema = z
  .object({
    line1: lineSchema,
    line2: plainText().trim().max(120, 'At most 120 characters').default(''),
    city: lineSchema.pipe(z.string().max(60, 'At most 60 characters')),
    state: z.enum(STATES_AND_UNION_TERRITORIES, { message: 'Choose a state or union territory' }),
    pin: z.string().trim().regex(PIN_PATTERN, PIN_INVALID),
  })
  .strict();
export type AddressStep = z.infer<typeof addressStepSchema>;

export const ifscSchema = z.string().trim().toUpperCase().regex(IFSC_PATTERN, IFSC_INVALID);
export const bankStepSchema = z
  .object({
    account_number: z.string().trim().regex(BANK_ACCOUNT_PATTERN, BANK_ACCOUNT_INVALID),
    ifsc: ifscSchema,
  })
  .strict();
export type BankStep = z.infer<typeof bankStepSchema>;

/** IFSC look-up: the bank the code belongs to, from the bundled data set. */
export const ifscQuerySchema = z.object({ ifsc: ifscSchema }).strict();
export const ifscResponseSchema = z.object({
  ifsc: z.string(),
  bank: z.string(),
  bank_code: z.string(),
  branch_code: z.string(),
  /** The branch's name and city where the IFSC directory knows them (docs/kyc.md); null offline. */
  branch: z.string().nullable(),
  city: z.string().nullable(),
  upi: z.boolean(),
});
export type IfscDetails = z.infer<typeof ifscResponseSchema>;

// ——— progress ———

const stepStateSchema = z.enum(['todo', 'done', 'redo']);
export type StepState = z.infer<typeof stepStateSchema>;

export const kycProgressSchema = z.object({
  state: z.enum(Object.keys(KYC_STATES) as [KycState, ...KycState[]]),
  verification_status: z.number().int(),
  status: z.number().int(),
  re_kyc: z.number().int(),
  /** Each step: todo (never done), done, or redo (a review asked for it again). */
  steps: z.object(
    Object.fromEntries(KYC_STEPS.map((step) => [step, stepStateSchema])) as Record<
      KycStep,
      typeof stepStateSchema
    >,
  ),
  /** The first step still to do; null when all are done. */
  next_step: z.enum(KYC_STEPS).nullable(),
  pan: z
    .object({ pan_masked: z.string(), name: z.string(), dob: z.string(), category: z.string() })
    .nullable(),
  aadhaar: z.object({ last_four: z.string(), otp_sent: z.boolean() }).nullable(),
  personal: personalStepSchema.nullable(),
  address: addressStepSchema.extend({ line2: z.string() }).nullable(),
  bank: z
    .object({
      holder_name: z.string(),
      account_number_masked: z.string(),
      ifsc: z.string(),
      bank: z.string(),
      verified: z.boolean(),
      /** How alike the name at the bank and the PAN name are, 0–100. */
      name_match: z.number().int().min(0).max(100).nullable(),
    })
    .nullable(),
  /** The documents on file by kind (PAN card, selfie); null where none was uploaded. */
  documents: z.object(
    Object.fromEntries(KYC_DOCUMENT_KINDS.map((kind) => [kind, kycDocumentSchema.nullable()])) as Record<
      KycDocumentKind,
      z.ZodNullable<typeof kycDocumentSchema>
    >,
  ),
  /** Until when document uploads are open (§9 'upload docs 6'); null or past: confirm with a code first. */
  documents_unlocked_until: z.string().nullable(),
  /** The last refusal, naming what to fix; null unless rejected (or a re-KYC gave a reason). */
  rejection: z.object({ reason: z.string(), steps: z.array(z.enum(KYC_STEPS)) }).nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type KycProgress = z.infer<typeof kycProgressSchema>;

export const messageResponse = z.object({ message: z.string() });
export const kycStepResponseSchema = z.object({ message: z.string(), progress: kycProgressSchema });
export type KycStepResponse = z.infer<typeof kycStepResponseSchema>;

// ——— review (operator calls, ADMIN_TOKEN) ———

export const kycRejectRequestSchema = z
  .object({
    reason: plainText({ multiline: true }).trim().min(3, 'Say what to fix').max(500),
    /** The steps the person must redo; at least one. */
    steps: z.array(z.enum(KYC_STEPS)).min(1, 'Name at least one step to redo'),
  })
  .strict();
export type KycRejectRequest = z.infer<typeof kycRejectRequestSchema>;
export const kycReKycRequestSchema = z
  .object({ reason: plainText({ multiline: true }).trim().min(3).max(500) })
  .strict();
export const kycRequireRequestSchema = z.object({ kyc_doc_type: z.enum(KYC_REQUIRED_DOC_TYPES) }).strict();
