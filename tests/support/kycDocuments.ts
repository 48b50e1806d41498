// The verification (KYC) steps in tests: one person's answers for each step, a real 1×1 PNG and a minimal PDF and
// their upload to the provider (POST /kyc/documents/:kind, raw bytes, once the §9 'upload docs 6' code opened
// uploads), and every step done over the provider's HTTP calls.
import { KYC_DOCUMENT_OTP_PURPOSE, type KycDocumentKind } from '@sikka/shared/kyc/documents';
import { latestOtp, newestCode } from './provider.ts';

/** A test Aadhaar number (12 digits, not starting with 0 or 1). */
export const KYC_AADHAAR = '234567891234';
export const KYC_PERSONAL = {
  name: 'Asha Verma',
  dob: '1990-01-31',
  gender: 'Female',
  occupation: 'Salaried',
  income_range: '₹5–10 lakh',
  pep: false,
} as const;
export const KYC_ADDRESS = {
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560001',
} as const;
/** A nominee as the profile's nominee form saves one (§5 nominee fields). */
export const SAMPLE_NOMINEE = {
  nominee_name: 'Asha Rao',
  dob: '1990-01-01',
  relationship: 'Spouse',
  gender: 'Female',
  contact_number: '9876543210',
  pan_no: '',
  address: '12, MG Road, Bengaluru 560001',
} as const;
/** A bank account whose holder matches KYC_PERSONAL's name (docs/kyc.md, the simulated penny drop). */
export const KYC_BANK = { account_number: '50100012345678', ifsc: 'HDFC0000123' } as const;

export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

export async function uploadKycDocument(
  providerUrl: string,
  token: string,
  kind: KycDocumentKind,
  bytes: Uint8Array,
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the provider answered.
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${providerUrl}/kyc/documents/${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  return { status: response.status, body: await response.json() };
}

/** Opens uploads as the person does: POST /request-otp {type: 6}, the code from the outbox, POST /kyc/documents/unlock. */
export async function unlockKycDocuments(providerUrl: string, token: string): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${providerUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const asked = await post('/request-otp', { type: KYC_DOCUMENT_OTP_PURPOSE });
  if (!asked.ok) throw new Error(`request-otp answered ${asked.status}: ${await asked.text()}`);
  const details = await fetch(`${providerUrl}/user-details`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { users } = (await details.json()) as { users: { mobile_number: string }[] };
  const mobile = users[0]?.mobile_number ?? '';
  const unlocked = await post('/kyc/documents/unlock', {
    otp: await newestCode(providerUrl, mobile, KYC_DOCUMENT_OTP_PURPOSE),
  });
  if (!unlocked.ok) throw new Error(`documents unlock answered ${unlocked.status}: ${await unlocked.text()}`);
}

/** The documents step done: uploads opened, then a PDF of the PAN card and a PNG selfie. */
export async function uploadKycDocuments(providerUrl: string, token: string): Promise<void> {
  await unlockKycDocuments(providerUrl, token);
  for (const [kind, bytes] of [
    ['pan_card', SAMPLE_PDF],
    ['selfie', SAMPLE_PNG],
  ] as const) {
    const answer = await uploadKycDocument(providerUrl, token, kind, bytes);
    if (answer.status !== 200)
      throw new Error(`${kind} upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
}

/**
 * Every step up to the review done over the provider's calls (PAN, Aadhaar with its code, personal details, address,
 * bank, documents), as KYC_PERSONAL; each call must answer 200. Submitting is left to the caller.
 */
export async function completeKycSteps(
  providerUrl: string,
  person: { token: string; mobile: string },
  answers: { pan: string; pep?: boolean },
): Promise<void> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${providerUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  };
  await post('/kyc/pan', { pan_number: answers.pan, name: KYC_PERSONAL.name, dob: KYC_PERSONAL.dob });
  await post('/kyc/aadhaar/otp', { aadhaar_number: KYC_AADHAAR });
  await post('/kyc/aadhaar/verify', { otp: await latestOtp(providerUrl, person.mobile) });
  await post('/kyc/personal', { ...KYC_PERSONAL, pep: answers.pep ?? false });
  await post('/kyc/address', KYC_ADDRESS);
  await post('/kyc/bank', KYC_BANK);
  await uploadKycDocuments(providerUrl, person.token);
}
