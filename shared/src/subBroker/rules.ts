// Sub-broker rules (docs/requirements.md §1, §6): the application's fields (business name, PAN, GST number), the code an
// approved sub-broker is known by, how a client is named to their sub-broker, and the words of every refusal.
import { z } from 'zod';
import { OTP_LENGTH, PHONE_LENGTH } from '../constants.ts';
import { NOT_A_SUB_BROKER } from '../errors/messages.ts';
import { isValidGstin } from '../invoice/rules.ts';
import { DECIMAL_STRING } from '../money/amount.ts';
import { idempotencyKeySchema } from '../money/idempotency.ts';
import { PAN_PATTERN, panSchema } from '../validation/pan.ts';

/**
 * A client as their sub-broker sees them, the same on every table, menu, statement and message: the client's name
 * (or 'A Sikka user' before they give one) and the last four digits of their mobile — never an internal id.
 */
export function clientDisplayName(
  name: string | null | undefined,
  mobile: string | null | undefined,
): string {
  const named = name?.trim() || 'A Sikka user';
  return mobile ? `${named} (XXXXXX${mobile.slice(-4)})` : named;
}

export const SUB_BROKER_MESSAGES = {
  notASubBroker: NOT_A_SUB_BROKER,
  businessName: 'Enter your business name',
  businessNameLength: 'Business name must be 2 to 100 characters',
  gstin: 'Enter a valid GST number',
  gstinPan: 'This GST number belongs to another PAN',
  pending: 'Your application is being reviewed',
  alreadySubBroker: 'You are already a sub-broker',
  applied: 'Your application has been received',
  mobile: 'Enter a 10-digit mobile number',
  unknownMobile: 'No Sikka user has this mobile number',
  yourself: 'You cannot invite yourself',
  subBrokerClient: 'A sub-broker cannot be a client',
  clientApplying: 'A client of a sub-broker cannot become one',
  hasSubBroker: 'This user already has a sub-broker',
  alreadyInvited: 'This user already has your invitation',
  invited: 'Invitation sent',
  accepted: 'You are now a client of this sub-broker',
  noInvitation: 'This invitation is no longer open',
  notFound: 'Not Found',
  codeSent: "A code has been sent to your client's mobile",
  codeOnAuthenticator: 'Ask your client for the code in their Google Authenticator app',
  codeForOtherAmount: 'The code was sent for another amount; send a new code',
  withdrawalStarted: "Your client's withdrawal has been received",
  clientNotVerified: "Your client's profile is not verified yet",
  clientNoBankAccount: 'Your client has no verified bank account to withdraw to',
} as const;

/** An approved sub-broker's code: 'SB' and six capitals or digits, unique. */
export const SUB_BROKER_CODE_PATTERN = /^SB[A-Z0-9]{6}$/;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The code six random bytes make (no 0/O or 1/I, which are misread when spoken). */
export function subBrokerCode(random: Uint8Array): string {
  if (random.length < 6) throw new Error('a sub-broker code needs six random bytes');
  let code = 'SB';
  for (let i = 0; i < 6; i += 1) code += CODE_ALPHABET[(random[i] as number) % CODE_ALPHABET.length];
  return code;
}

/** A GSTIN embeds the PAN of its holder in characters 3 to 12. */
export function gstinMatchesPan(gstin: string, pan: string): boolean {
  return gstin.slice(2, 12) === pan;
}

export const GSTIN_LENGTH = 15;

/** A GST number as typed: upper-cased, anything but a capital or digit dropped, at most its 15 characters. */
export function filterGstinInput(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, GSTIN_LENGTH);
}

export const gstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, SUB_BROKER_MESSAGES.gstin)
  .refine(isValidGstin, SUB_BROKER_MESSAGES.gstin);

/** POST /sub-broker/application: every field's refusal is a §8 field error on that input. */
export const subBrokerApplyRequestSchema = z
  .object({
    business_name: z
      .string()
      .trim()
      .min(1, SUB_BROKER_MESSAGES.businessName)
      .min(2, SUB_BROKER_MESSAGES.businessNameLength)
      .max(100, SUB_BROKER_MESSAGES.businessNameLength),
    pan: panSchema,
    gstin: gstinSchema,
  })
  .strict()
  .superRefine((value, context) => {
    // Only a well-formed GST number is compared (a bad one already has its own error).
    if (isValidGstin(value.gstin) && PAN_PATTERN.test(value.pan) && !gstinMatchesPan(value.gstin, value.pan))
      context.addIssue({ code: 'custom', path: ['gstin'], message: SUB_BROKER_MESSAGES.gstinPan });
  });
export type SubBrokerApplyRequest = z.input<typeof subBrokerApplyRequestSchema>;

/** POST /sub-broker/invitations: an existing user's mobile number. */
export const subBrokerInviteRequestSchema = z
  .object({
    mobile_number: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), SUB_BROKER_MESSAGES.mobile),
  })
  .strict();
export type SubBrokerInviteRequest = z.input<typeof subBrokerInviteRequestSchema>;

/** POST /sub-broker/invitations/{id}/accept: the §9 sub-broker OTP (purpose 9) sent to the invited user. */
export const subBrokerAcceptRequestSchema = z
  .object({ otp: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit OTP`) })
  .strict();
export type SubBrokerAcceptRequest = z.input<typeof subBrokerAcceptRequestSchema>;

/**
 * POST /sub-broker/client-withdrawals: rupees from one's client to the client's verified bank account, confirmed
 * by the code §7's resend-otp sent the client (purpose 11), or the client's authenticator code (§6 ga_enabled).
 */
export const subBrokerClientWithdrawalRequestSchema = z
  .object({
    user_id: z.number().int().positive(),
    amount: z.string().regex(DECIMAL_STRING, 'Enter a valid amount'),
    otp: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`),
    idempotency_key: idempotencyKeySchema,
  })
  .strict();
export type SubBrokerClientWithdrawalRequest = z.input<typeof subBrokerClientWithdrawalRequestSchema>;

/** The sub-broker's share of the platform fee, in whole percent, when SUB_BROKER_COMMISSION_PERCENT is not set. */
export const DEFAULT_COMMISSION_PERCENT = 20;

/**
 * The commission on one fee, in paise: `percent` of it rounded down, so the platform never pays out more than the
 * fee it took (and a fee of a paisa or two may earn nothing).
 */
export function commissionOf(feePaise: bigint, percent: number): bigint {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError('a commission percent is a whole number from 0 to 100');
  if (feePaise <= 0n) return 0n;
  return (feePaise * BigInt(percent)) / 100n;
}
