// Wire schemas of the §3 User as GET /user-details (§7) returns it, shared by provider, BFF and client.
import { z } from 'zod';
import { heldOrderSchema } from '../wallet/schemas.ts';

/** §3/§4 the document types a profile-completion prompt can ask for, in kyc_required. */
export const KYC_REQUIRED_DOC_TYPES = ['ADDRESS_DETAIL', 'BANK_DETAILS', 'PERSONAL_DETAIL'] as const;
export type KycRequiredDocType = (typeof KYC_REQUIRED_DOC_TYPES)[number];

// User ids are numbers everywhere: they are the provider's serial keys, and §7 sends them back in
// query strings (sub-broker user_id) that the provider parses as integers.
const userIdSchema = z.number().int().positive();

/** §3 kyc_doc entry: a document on file, e.g. document_type 'PAN'. */
export const kycDocSchema = z.object({
  document_type: z.string().min(1),
  name_in_doc: z.string().nullish(),
  // A date string as the document prints it; the provider does not normalise it, so neither do we.
  dob_as_per_doc: z.string().nullish(),
});
export type KycDoc = z.infer<typeof kycDocSchema>;

/** §3 kyc_required entry; §4 picks the profile-completion prompt from the first one. */
export const kycRequiredItemSchema = z.object({
  kyc_doc_type: z.enum(KYC_REQUIRED_DOC_TYPES),
});
export type KycRequiredItem = z.infer<typeof kycRequiredItemSchema>;

/** §3 subbroker list entry: §2/§6 a record here (or is_subbroker) makes the user a sub-broker. */
export const subbrokerRecordSchema = z.object({ id: userIdSchema });
export type SubbrokerRecord = z.infer<typeof subbrokerRecordSchema>;

/** §3 User. Flags the SPEC gives as 1-or-other are numbers, read with `=== 1` by the rules in verification.ts. */
export const userSchema = z.object({
  id: userIdSchema,
  // A user signs up with a mobile number alone (§5), so e-mail may be missing, and a name before KYC.
  email: z.string().nullish(),
  mobile_number: z.string().nullish(),
  name: z.string().nullish(),
  avatar: z.string().nullish(),
  verification_status: z.number().int(),
  status: z.number().int(),
  re_kyc: z.number().int().nullish(),
  ga_enabled: z.number().int().nullish(),
  // §4 stored after a user load; it is the held order awaiting its declaration form, if any.
  esign_request: heldOrderSchema.nullish(),
  subbroker: z.array(subbrokerRecordSchema).default([]),
  is_subbroker: z.number().int().nullish(),
  kyc_doc: z.array(kycDocSchema).default([]),
  verificationStatusText: z.string().nullish(),
  kyc_required: z.array(kycRequiredItemSchema).default([]),
  /** Our addition: 1 when the §2 forced reset-password screen is due (its PAN gate first when a PAN is on file). */
  force_password_reset: z.number().int().nullish(),
});
export type User = z.infer<typeof userSchema>;

/** §7 GET /user-details: the user is `users[0]`. */
export const userDetailsResponseSchema = z.object({ users: z.array(userSchema) });
export type UserDetailsResponse = z.infer<typeof userDetailsResponseSchema>;

/** §7 'returns users[0]'; null when the list is empty, which the caller treats as a failed load. */
export function userFromDetails(response: UserDetailsResponse): User | null {
  return response.users[0] ?? null;
}
