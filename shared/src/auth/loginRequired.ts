// What a login answer's `required` asks for next, without zod: the money dialogs' OTP step reads it on first
// screens where zod's full build must not load (docs/benchmarks.md "First load").

/** §3/§4 values of `required` the client acts on; any other string is possible and means 'go to OTP'. */
export const LOGIN_REQUIRED = {
  mobileNumber: 'mobile_number',
  twoFactor: '2FA',
  panNumber: 'pan_number',
} as const;
