// §4/§5 the login form: when submit is enabled, what is valid, and where the server's field errors go.
import { z } from 'zod';
import { identifierSchema } from './identifier.ts';
import { passwordSchema } from './password.ts';
import { phoneSchema } from './phone.ts';

export interface LoginFields {
  identifier: string;
  password: string;
  /** §4 shown when the server answers required='mobile_number' and has no phone for the user. */
  phoneShown?: boolean;
  phone?: string;
  /** Shown once the server asks for a captcha (an account after a few wrong passwords, docs/auth.md). */
  captchaShown?: boolean;
  captcha?: string;
}

/**
 * §5 Login: submit disabled while identifier or password is empty; with the phone field shown it must also be
 * filled, and with the captcha shown it must be solved.
 */
export function canSubmitLogin({
  identifier,
  password,
  phoneShown = false,
  phone = '',
  captchaShown = false,
  captcha = '',
}: LoginFields): boolean {
  return (
    identifier !== '' && password !== '' && (!phoneShown || phone !== '') && (!captchaShown || captcha !== '')
  );
}

/**
 * The login password is checked only for presence and the 100-character cap (the no-min-max flag):
 * the 8–15 rule governs choosing a password, and must not lock out one chosen before it.
 */
const loginFields = {
  identifier: identifierSchema,
  password: passwordSchema({ noMinMax: true }),
  /** The captcha's solution when the server asked for one; only the provider can judge it. */
  captcha: z.string().default(''),
};

/** §4/§5 Login form; the phone is validated only while its field is shown. */
export const loginSchema = z.discriminatedUnion('phoneShown', [
  z.object({ ...loginFields, phoneShown: z.literal(false) }),
  z.object({ ...loginFields, phoneShown: z.literal(true), phone: phoneSchema }),
]);
export type LoginForm = z.infer<typeof loginSchema>;

/** §5 server-error fields of login (mobile_number, password) and the form field each belongs to (§8). */
export const LOGIN_SERVER_FIELDS = {
  mobile_number: 'identifier',
  password: 'password',
  mobile: 'phone',
  recaptcha_code: 'captcha',
} as const satisfies Record<string, keyof LoginFields>;
