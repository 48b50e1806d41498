// The provider's own answer texts for the auth calls; docs/requirements.md's fixed texts come from shared/ and are re-used, not copied.
export {
  LOGOUT_SUCCESS_MESSAGE,
  PASSWORD_RESET_SUCCESS_MESSAGE,
  TOKEN_BLACKLISTED,
  TOKEN_EXPIRED,
  WRONG_NUMBER_OF_SEGMENTS,
} from '@sikka/shared/errors/messages';
export { TERMS_REQUIRED_MESSAGE } from '@sikka/shared/validation/signUp';

// Wrong credentials never say which of the two was wrong, so they do not reveal whether an account exists.
export const LOGIN_FAILED = 'The mobile number, e-mail or password you entered is incorrect';
export const LOGIN_SUCCESS = 'Login successful';
export const SIGN_UP_SUCCESS = 'Registration successful';
export const OTP_SENT_SMS = 'An OTP has been sent to your mobile number';
export const OTP_SENT_EMAIL = 'An OTP has been sent to your e-mail';
export const OTP_STILL_VALID = 'An OTP was sent a moment ago; please enter that one';
export const TWO_FACTOR_REQUIRED = 'Enter the code from Google Authenticator';
export const MOBILE_NEEDED = 'Please add your mobile number to continue';
export const MOBILE_OR_EMAIL =
  'You can log in with your mobile number or e-mail. Continue to receive the OTP on your mobile number';
export const MOBILE_NOT_ON_ACCOUNT = 'This is not the mobile number on your account';
export const MOBILE_TAKEN = 'This mobile number is already registered';
/** The SMS a number's owner gets when someone signs up with it (the asker is answered as for a new number). */
export const REGISTERED_NOTICE =
  'Someone asked to sign up for Sikka with this mobile number, which already has an account. If it was you, log in (or use Forgot password). If not, ignore this message: nothing has changed.';
export const OTP_INCORRECT = 'The OTP you entered is incorrect';
export const TWO_FACTOR_INCORRECT = 'The Google Authenticator code you entered is incorrect';
export const OTP_EXPIRED = 'The OTP has expired. Please request a new one';
export const OTP_VOID = 'Too many wrong attempts. Please request a new OTP';
export const OTP_NOTHING_TO_RESEND = 'There is no OTP to resend. Please start again';
export const OTP_SEND_LIMIT = 'Too many OTPs requested. Please try again in an hour';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later';
export const RECOVERY_SENT = 'If an account exists for these details, an OTP has been sent';
export const RECOVERY_VERIFIED = 'OTP verified. Please choose a new password';
export const PAN_REQUIRED = 'Please verify your PAN to continue';
export const PAN_MISMATCH = 'The PAN does not match our records';
export const PAN_VERIFIED = 'PAN verified';
export const NOT_THIS_ACCOUNT = 'These details do not belong to the account being reset';
export const NO_RESET_DUE = 'No password reset is due for this account';
export const SESSION_ACTIVE = 'Authenticated';
export const NO_MOBILE_FOR_OTP = 'Please add a mobile number to your account first';
export const OTP_REQUESTED = 'An OTP has been sent';
export const TWO_FACTOR_ALREADY_ON = 'Google Authenticator is already enabled';
export const TWO_FACTOR_SETUP_FIRST = 'Set up Google Authenticator first';
export const TWO_FACTOR_ENABLED = 'Google Authenticator is enabled';
export const TWO_FACTOR_DISABLED = 'Google Authenticator is turned off';
export const TWO_FACTOR_NOT_ON = 'Google Authenticator is not enabled';
export const TWO_FACTOR_RECOVERY_INCORRECT = 'This recovery code is incorrect or already used';
export const TWO_FACTOR_SETUP = 'Scan the QR code in Google Authenticator, then enter the code it shows';
