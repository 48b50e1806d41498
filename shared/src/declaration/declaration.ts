// The declaration (e-sign) a withdrawal or deposit above the threshold waits for (§3 held-order data, §4 banner,
// §2 /in/profile/form): what the form asks, the code that signs it (§9 purpose 8, transaction) and the calls.
// Paths and bodies are our design in §7's style.
import { z } from 'zod';
import { otpCodeSchema } from '../auth/schemas.ts';
import { ASSETS, OTP_PURPOSE } from '../constants.ts';
import { plainText } from '../validation/plainText.ts';
import { HELD_ORDER_DIRECTIONS, type HeldOrderType } from '../wallet/heldOrders.ts';

export const DECLARATION_OTP_PURPOSE = OTP_PURPOSE.transaction;

/** Where the money comes from (a deposit) or came from (what is withdrawn), as PMLA due diligence asks. */
export const SOURCES_OF_FUNDS = [
  'Salary',
  'Business income',
  'Savings',
  'Sale of property or assets',
  'Investment returns',
  'Gift or inheritance',
  'Other',
] as const;
export type SourceOfFunds = (typeof SOURCES_OF_FUNDS)[number];

export const PURPOSE_MIN = 3;
export const PURPOSE_MAX = 200;

export const DECLARATION_MESSAGES = {
  sourceRequired: 'Choose where the funds come from',
  purposeShort: `Describe the purpose in at least ${PURPOSE_MIN} characters`,
  purposeLong: `Keep the purpose within ${PURPOSE_MAX} characters`,
  declarationRequired: 'Tick the declaration to sign it',
  notFound: 'No such declaration on your account',
  alreadySigned: 'This declaration is already signed',
  signedWithdraw: 'Declaration signed. Your withdrawal is being processed',
  signedDeposit: 'Declaration signed. Your deposit is credited to your balance',
  heldWithdraw: 'Your withdrawal is held until you fill the declaration form',
} as const;

/** The declaration's text the person signs, quoted in the form and kept with the signature. */
export const DECLARATION_TEXT =
  'I declare that these funds are my own, come from the source stated above, are not the proceeds of any ' +
  'crime, and that what I have stated is true and complete.';

export const declarationQuerySchema = z.object({ id: z.coerce.number().int().positive() }).strict();
export type DeclarationQuery = z.infer<typeof declarationQuerySchema>;

/** What the person fills in: where the money comes from, what it is for, and the tick under the declaration. */
export const declarationFormSchema = z
  .object({
    source_of_funds: z.enum(SOURCES_OF_FUNDS, { error: DECLARATION_MESSAGES.sourceRequired }),
    user_comment: plainText({ multiline: true })
      .trim()
      .min(PURPOSE_MIN, DECLARATION_MESSAGES.purposeShort)
      .max(PURPOSE_MAX, DECLARATION_MESSAGES.purposeLong),
    declared: z.literal(true, { error: DECLARATION_MESSAGES.declarationRequired }),
  })
  .strict();
export type DeclarationForm = z.infer<typeof declarationFormSchema>;

export const signDeclarationRequestSchema = declarationFormSchema
  .extend({ id: z.number().int().positive(), otp: otpCodeSchema })
  .strict();
export type SignDeclarationRequest = z.infer<typeof signDeclarationRequestSchema>;

const HELD_ORDER_TYPES = Object.keys(HELD_ORDER_DIRECTIONS) as [HeldOrderType, ...HeldOrderType[]];

/** One declaration as the form shows it: the held order, and whether and when it was signed. */
export const declarationSchema = z.object({
  esign_req_id: z.number().int().positive(),
  order_type: z.enum(HELD_ORDER_TYPES),
  order_id: z.number().int().positive(),
  coin: z.enum(ASSETS),
  amount: z.string(),
  status: z.enum(['pending', 'signed']),
  source_of_funds: z.string().nullable(),
  user_comment: z.string().nullable(),
  created_at: z.string(),
  signed_at: z.string().nullable(),
});
export type Declaration = z.infer<typeof declarationSchema>;

export const signDeclarationResponseSchema = z.object({
  message: z.string(),
  declaration: declarationSchema,
});
export type SignDeclarationResponse = z.infer<typeof signDeclarationResponseSchema>;

/** §3 SEND and WITHDRAW for coin and rupee withdrawals; RECEIVE and DEPOSIT for deposits. */
export function heldOrderTypeOf(direction: 'withdraw' | 'deposit', asset: string): HeldOrderType {
  if (direction === 'withdraw') return asset === 'INR' ? 'WITHDRAW' : 'SEND';
  return asset === 'INR' ? 'DEPOSIT' : 'RECEIVE';
}

/** A withdrawal or deposit waits for the declaration when its amount is above the asset's threshold. */
export function needsDeclaration(amountMinor: bigint, thresholdMinor: bigint): boolean {
  return amountMinor > thresholdMinor;
}
