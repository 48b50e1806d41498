// Wire schemas of the §7 auth calls (login, sign-up, OTP, recovery, reset, session, logout), request and response.
// Bodies are checked for shape here; the §5 form rules and their messages live in ../validation/.
import { z } from 'zod';
import {
  OTP_LENGTH,
  OTP_PURPOSE,
  type OtpPurposeCode,
  PAN_LENGTH,
  PASSWORD_NO_MIN_MAX_LENGTH,
  PHONE_LENGTH,
} from '../constants.ts';
import { plainText } from '../validation/plainText.ts';
import { LOGIN_REQUIRED } from './loginRequired.ts';

export { LOGIN_REQUIRED } from './loginRequired.ts';

const userIdSchema = z.number().int().positive();
const nonEmpty = z.string().trim().min(1, 'Required');
/** §4/§5 a mobile number or an e-mail: login and recovery accept either in mobile_number. */
const identifierSchema = nonEmpty.max(254);
const phoneSchema = z.string().regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), `Expected ${PHONE_LENGTH} digits`);
const emailSchema = z.email();
// The 8–15 rule governs choosing a password and is the provider's to report as a field error (§8); here only the
// no-min-max cap of 100 bounds what the edge accepts, and §5's plain-text rule (what a person can type).
const passwordSchema = plainText().min(1, 'Required').max(PASSWORD_NO_MIN_MAX_LENGTH);
/** §9 OTP length 6, digits only (§5); a Google Authenticator code has the same shape. */
export const otpCodeSchema = z
  .string()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Expected ${OTP_LENGTH} digits`);
/** A Google Authenticator recovery code (shown once when 2FA is turned on): each stands in for the app once. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{4}-[a-z2-7]{4}$/;
export const recoveryCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(RECOVERY_CODE_PATTERN, 'Expected a code like abcd-2345');
/** §5 PAN pattern AAAAA0000A. */
const panSchema = z
  .string()
  .length(PAN_LENGTH)
  .regex(/^[A-Z]{5}\d{4}[A-Z]$/, 'Expected a PAN like AAAAA0000A');
const messageSchema = z.string().optional();

const samePassword = <T extends { password: string; password_confirmation: string }>(body: T) =>
  body.password === body.password_confirmation;
const samePasswordIssue = { message: 'Passwords do not match', path: ['password_confirmation'] };

/** §9 every OTP purpose code, each once (some purposes share a code). */
export const OTP_PURPOSE_CODES: readonly OtpPurposeCode[] = [...new Set(Object.values(OTP_PURPOSE))];
export const otpPurposeSchema = z.literal(OTP_PURPOSE_CODES);

/** §7 /otp-resend serves the visitor flows only: login, forgot password, sign-up. */
export const OTP_RESEND_PURPOSE_CODES = [
  OTP_PURPOSE.login,
  OTP_PURPOSE.forgotPassword,
  OTP_PURPOSE.signUp,
] as const satisfies readonly OtpPurposeCode[];
const otpResendPurposeSchema = z.literal(OTP_RESEND_PURPOSE_CODES);

// ——— login and sign-up ———

/** §7 POST /auth/login. `mobile` is the phone typed when §4 asks for one; `otp` completes the login in one call. */
export const loginRequestSchema = z
  .object({
    mobile_number: identifierSchema,
    password: passwordSchema,
    mobile: phoneSchema.optional(),
    otp: otpCodeSchema.optional(),
    /** Asked for (a field error on it) once the account has had a few wrong passwords (docs/auth.md). */
    recaptcha_code: nonEmpty.max(4096).optional(),
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** §3 Login response. required decides the next step (§4); token and id arrive once it is complete. */
export const loginResponseSchema = z.object({
  required: z.string().nullish(),
  mobile_number: z.string().nullish(),
  token: z.string().optional(),
  id: userIdSchema.optional(),
  message: messageSchema,
  /** Names the login that passed the password; its OTP tries count only when the verification sends it back. */
  otp_flow: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** §7 POST /auth/signup. Coupon and referral codes are optional (§5). */
export const signUpRequestSchema = z
  .object({
    mobile_number: phoneSchema,
    tnc_accepted: z.literal([1, 0]),
    password: passwordSchema,
    recaptcha_code: nonEmpty,
    coupon_code: plainText().optional(),
    referral_code: plainText().optional(),
    otp: otpCodeSchema.optional(),
  })
  .strict();
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

// ——— OTP ———

/** §3 OTP success response: the session token and user id. */
export const otpSuccessResponseSchema = z.object({
  token: z.string().min(1),
  id: userIdSchema,
  message: messageSchema,
});
export type OtpSuccessResponse = z.infer<typeof otpSuccessResponseSchema>;

const extraParamSchema = z.union([z.string(), z.number(), z.boolean()]);

/**
 * §7 OTP submit payload: otp, or verification_code for verification-code flows, plus the caller's
 * extra parameters. Open by SPEC's design, so unknown keys are kept (as scalars), not refused; the call
 * that receives it applies its own strict schema.
 */
export const otpSubmitPayloadSchema = z
  .object({ otp: otpCodeSchema.optional(), verification_code: nonEmpty.optional() })
  .catchall(extraParamSchema)
  .refine((payload) => (payload.otp === undefined) !== (payload.verification_code === undefined), {
    message: 'Send exactly one of otp and verification_code',
    path: ['otp'],
  });
export type OtpSubmitPayload = z.infer<typeof otpSubmitPayloadSchema>;

/**
 * OTP verification for login and sign-up. SPEC §7 does not show this path; POST /auth/verify-otp is our
 * design. type says which flow the code completes (§9 login 1, sign-up 3).
 */
export const verifyOtpRequestSchema = z
  .object({
    mobile_number: identifierSchema,
    type: z.literal([OTP_PURPOSE.login, OTP_PURPOSE.signUp]),
    otp: otpCodeSchema.optional(),
    verification_code: nonEmpty.optional(),
    /** A login whose second factor is Google Authenticator may use one of its recovery codes instead. */
    recovery_code: recoveryCodeSchema.optional(),
    /** The login's otp_flow (the BFF keeps it in its cookie); without it a guess cannot void the owner's code. */
    otp_flow: z.string().max(200).optional(),
  })
  .strict()
  .refine((body) => [body.otp, body.verification_code, body.recovery_code].filter(Boolean).length === 1, {
    message: 'Send exactly one of otp, verification_code and recovery_code',
    path: ['otp'],
  });
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/** §7 POST /otp-resend: type is a §9 OTP purpose code of a visitor flow. */
export const otpResendRequestSchema = z
  .object({ type: otpResendPurposeSchema, mobile_number: identifierSchema.optional() })
  .strict();
export type OtpResendRequest = z.infer<typeof otpResendRequestSchema>;

/** §7 POST /request-otp: any §9 OTP purpose code, for signed-in flows. */
export const requestOtpRequestSchema = z
  .object({ type: otpPurposeSchema, mobile_number: identifierSchema.optional() })
  .strict();
export type RequestOtpRequest = z.infer<typeof requestOtpRequestSchema>;

export const otpSentResponseSchema = z.object({ message: messageSchema });
export type OtpSentResponse = z.infer<typeof otpSentResponseSchema>;

/** POST /request-otp: `required: '2FA'` (§6) means the code is the person's Google Authenticator's; no SMS went out. */
export const requestOtpResponseSchema = otpSentResponseSchema.extend({
  required: z.literal(LOGIN_REQUIRED.twoFactor).nullish(),
});
export type RequestOtpResponse = z.infer<typeof requestOtpResponseSchema>;

// ——— forgot password and reset ———

const recoveryIdentity = {
  mobile_number: identifierSchema.optional(),
  email: emailSchema.optional(),
};
const oneIdentity = (body: { mobile_number?: string | undefined; email?: string | undefined }) =>
  (body.mobile_number === undefined) !== (body.email === undefined);
const oneIdentityIssue = { message: 'Send a mobile number or an e-mail', path: ['mobile_number'] };

/**
 * §7 POST /auth/recovery. SPEC's 'forgot-password request (email or mobileNumber plus recaptchaCode)'
 * is this call as the client form names it; on the wire it is snake_case like every other body.
 */
export const recoveryRequestSchema = z
  .object({ ...recoveryIdentity, recaptcha_code: nonEmpty })
  .strict()
  .refine(oneIdentity, oneIdentityIssue);
export type RecoveryRequest = z.infer<typeof recoveryRequestSchema>;

/**
 * §4 forgot password: next the OTP. The answer is the same for every identifier, known or not, with or without
 * Google Authenticator; the 2FA flag comes from the OTP check, once the code proved the person holds the phone.
 */
export const recoveryResponseSchema = z.object({
  required: z.string().nullish(),
  message: messageSchema,
  /** Names this recovery's code; its tries count only when the check sends it back (a stranger's cannot void it). */
  otp_flow: z.string().optional(),
});
export type RecoveryResponse = z.infer<typeof recoveryResponseSchema>;

/**
 * §7 POST /auth/recovery/verify/otp: 'same plus otp'. The captcha is optional here: a captcha answer is
 * single-use, spent by /auth/recovery, so the provider cannot check it a second time.
 */
export const recoveryVerifyOtpRequestSchema = z
  .object({
    ...recoveryIdentity,
    recaptcha_code: nonEmpty.optional(),
    otp: otpCodeSchema,
    /** The recovery's otp_flow (the BFF keeps it in its cookie); without it a guess cannot void the owner's code. */
    otp_flow: z.string().max(200).optional(),
  })
  .strict()
  .refine(oneIdentity, oneIdentityIssue);
export type RecoveryVerifyOtpRequest = z.infer<typeof recoveryVerifyOtpRequestSchema>;

/**
 * §4 then a PAN prompt when required is 'pan_number', else the reset form; token is the recovery token. For an
 * account with Google Authenticator, the SMS code's check answers required '2FA' (and a new otp_flow) instead of a
 * token: the authenticator's code, checked by this same call, completes it.
 */
export const recoveryVerifyOtpResponseSchema = z
  .object({
    required: z.string().nullish(),
    token: z.string().min(1).optional(),
    message: messageSchema,
    otp_flow: z.string().optional(),
  })
  .refine((answer) => answer.token !== undefined || answer.required === LOGIN_REQUIRED.twoFactor, {
    message: 'A recovery token, or required 2FA',
    path: ['token'],
  });
export type RecoveryVerifyOtpResponse = z.infer<typeof recoveryVerifyOtpResponseSchema>;

/** A security-question answer; SPEC names `answers` only, so the entry shape is our design. */
export const securityAnswerSchema = z.object({ question_id: userIdSchema, answer: nonEmpty }).strict();
export type SecurityAnswer = z.infer<typeof securityAnswerSchema>;

/** §7 POST /auth/recovery/verify/security-answers: type 'skip' answers with the PAN instead (§4 PAN prompt). */
export const recoverySecurityAnswersRequestSchema = z
  .object({
    ...recoveryIdentity,
    answers: z.array(securityAnswerSchema),
    type: z.literal('skip'),
    pan_number: panSchema,
  })
  .strict()
  .refine(oneIdentity, oneIdentityIssue);
export type RecoverySecurityAnswersRequest = z.infer<typeof recoverySecurityAnswersRequestSchema>;

/** §4 PAN leads to the reset form, which sends this (possibly renewed) recovery token. */
export const recoverySecurityAnswersResponseSchema = z.object({
  token: z.string().min(1).optional(),
  message: messageSchema,
});
export type RecoverySecurityAnswersResponse = z.infer<typeof recoverySecurityAnswersResponseSchema>;

/** §7 POST /auth/reset (header token is the recovery token). */
export const resetPasswordRequestSchema = z
  .object({
    mobile_number: identifierSchema,
    password: passwordSchema,
    password_confirmation: passwordSchema,
  })
  .strict()
  .refine(samePassword, samePasswordIssue);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const resetPasswordResponseSchema = z.object({ message: messageSchema });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

// ——— forced password reset (signed in) ———

/** §7 POST /security-answers/verify: the §2 forced-reset screen's PAN gate. */
export const verifySecurityAnswersRequestSchema = z
  .object({ pan_number: panSchema, answers: z.array(securityAnswerSchema) })
  .strict();
export type VerifySecurityAnswersRequest = z.infer<typeof verifySecurityAnswersRequestSchema>;

export const verifySecurityAnswersResponseSchema = z.object({ message: messageSchema });
export type VerifySecurityAnswersResponse = z.infer<typeof verifySecurityAnswersResponseSchema>;

/** §7 POST /force-reset-password. */
export const forceResetPasswordRequestSchema = z
  .object({ password: passwordSchema, password_confirmation: passwordSchema, type: z.literal('skip') })
  .strict()
  .refine(samePassword, samePasswordIssue);
export type ForceResetPasswordRequest = z.infer<typeof forceResetPasswordRequestSchema>;

export const forceResetPasswordResponseSchema = z.object({ message: messageSchema });
export type ForceResetPasswordResponse = z.infer<typeof forceResetPasswordResponseSchema>;

// ——— session ———

/**
 * The §4 authentication check. SPEC §7 does not show this path; GET /auth/session is our design. Its
 * failure body is `sessionCheckFailureBodySchema` in ../system/schemas.ts.
 */
export const sessionCheckResponseSchema = z.object({ id: userIdSchema, message: messageSchema });
export type SessionCheckResponse = z.infer<typeof sessionCheckResponseSchema>;

/** §7 POST /logout: 'payload not shown', so the body is empty by our design. */
export const logoutRequestSchema = z.object({}).strict();
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

/** §4 Logout shows the server message, or 'Logout successful' without one. */
export const logoutResponseSchema = z.object({ message: messageSchema });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
