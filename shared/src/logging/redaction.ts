// What structured logs must never print (docs/architecture.md: tokens, passwords, OTPs, PAN and Aadhaar numbers).

/** pino `redact` paths, for request headers and any logged body or error object. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.token',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.old_password',
  '*.otp',
  '*.verification_code',
  '*.token',
  '*.pan_number',
  '*.pan_no',
  '*.aadhaar_number',
  '*.recaptcha_code',
  '*.answers',
  '*.secret',
] as const;

export const REDACTED = '[redacted]';
