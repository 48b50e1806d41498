// §5 the captcha token that sign-up and forgot password require (sent as recaptcha_code, §7).
import { z } from 'zod';

export const CAPTCHA_REQUIRED_MESSAGE = 'Please complete the captcha';

/** The token is opaque to us: only the provider can check it, so the client checks only that there is one. */
export const captchaSchema = z.string().min(1, CAPTCHA_REQUIRED_MESSAGE);
