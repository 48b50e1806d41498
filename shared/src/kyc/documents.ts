// The documents step of verification: a photo or scan of the PAN card and a selfie, uploaded as raw bytes and
// known by their bytes (PDF, PNG, JPEG, WebP signatures), never by their name or declared type. Paths are our design.
import { z } from 'zod';
import { OTP_PURPOSE } from '../constants.ts';
import { imageTypeOf } from '../user/profileImage.ts';

export const KYC_DOCUMENT_KINDS = ['pan_card', 'selfie'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

export type KycDocumentType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp';

export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** What each kind may be: a PAN card may be a scanned PDF, a selfie only a picture. */
export const KYC_DOCUMENT_TYPES: Readonly<Record<KycDocumentKind, readonly KycDocumentType[]>> = {
  pan_card: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
  selfie: ['image/png', 'image/jpeg', 'image/webp'],
};

/** §9 'upload docs 6': uploads open for a while once the person confirms with a code of this purpose. */
export const KYC_DOCUMENT_OTP_PURPOSE = OTP_PURPOSE.uploadDocs;
export const KYC_DOCUMENT_UNLOCK_MINUTES = 15;

export const KYC_DOCUMENT_MESSAGES = {
  panCardType: 'Upload your PAN card as a PDF, PNG, JPEG or WebP file',
  selfieType: 'Upload your selfie as a PNG, JPEG or WebP picture',
  size: 'Upload a file of at most 5 MB',
  empty: 'The file is empty',
  uploaded: 'Document uploaded',
  unknownKind: 'Upload a PAN card or a selfie',
  locked: 'Confirm with the OTP sent to your mobile before uploading documents',
  unlocked: `Confirmed. You can upload documents for the next ${KYC_DOCUMENT_UNLOCK_MINUTES} minutes`,
} as const;

/** The upload's type from its first bytes, or null for anything that is not a PDF or a picture. */
export function documentTypeOf(bytes: Uint8Array): KycDocumentType | null {
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
  if (pdf.every((byte, index) => bytes[index] === byte)) return 'application/pdf';
  return imageTypeOf(bytes);
}

export type DocumentCheck = { ok: true; type: KycDocumentType } | { ok: false; message: string };

/** Whether the bytes may stand as this kind of document: size first, then the type its bytes show. */
export function checkKycDocument(kind: KycDocumentKind, bytes: Uint8Array): DocumentCheck {
  if (bytes.length === 0) return { ok: false, message: KYC_DOCUMENT_MESSAGES.empty };
  if (bytes.length > KYC_DOCUMENT_MAX_BYTES) return { ok: false, message: KYC_DOCUMENT_MESSAGES.size };
  const type = documentTypeOf(bytes);
  if (type === null || !KYC_DOCUMENT_TYPES[kind].includes(type)) {
    return {
      ok: false,
      message: kind === 'selfie' ? KYC_DOCUMENT_MESSAGES.selfieType : KYC_DOCUMENT_MESSAGES.panCardType,
    };
  }
  return { ok: true, type };
}

/** One uploaded document as the progress read shows it (never its bytes). */
export const kycDocumentSchema = z.object({
  content_type: z.string(),
  size: z.number().int().nonnegative(),
  uploaded_at: z.string(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

export const kycDocumentKindSchema = z.enum(KYC_DOCUMENT_KINDS, { error: KYC_DOCUMENT_MESSAGES.unknownKind });

/** The BFF's upload beside tRPC: the same bytes, with the session cookie and the cross-site rule. */
export const KYC_DOCUMENT_MEDIA_ROUTE = '/media/kyc-document/:kind';
export const kycDocumentMediaPath = (kind: KycDocumentKind): `/media/kyc-document/${KycDocumentKind}` =>
  `/media/kyc-document/${kind}`;
