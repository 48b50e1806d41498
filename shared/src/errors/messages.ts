// Every fixed text of docs/requirements.md §8 (and the §4 session-expiry toast it triggers), quoted exactly, in one place.
// Change a wording here and nowhere else; messages.test.ts quotes docs/requirements.md so a drift fails a test.

/** §8 token messages: the central handler shows nothing for these and acts instead. */
export const TOKEN_EXPIRED = 'Token has expired';
export const TOKEN_BLACKLISTED = 'The token has been blacklisted';
export const WRONG_NUMBER_OF_SEGMENTS = 'Wrong number of segments';

/** §6/§8 a sub-broker-only call made by someone else: silent. */
export const NOT_A_SUB_BROKER = 'You are not a sub-broker';

/** §8 unparseable or empty error bodies. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong! Please try again later';

/** §4/§8 shown (no close-on-click) when a session ends; state is cleared when it closes. */
export const SESSION_EXPIRED_MESSAGE = 'Session has expired! Please, login again.';

/** §8 success toasts and the default error toast. */
export const PASSWORD_RESET_SUCCESS_MESSAGE = 'The Password reset is successful, Please Login again!';
export const LOGOUT_SUCCESS_MESSAGE = 'Logout successful';
export const DEFAULT_SUCCESS_TOAST = 'Success !';
export const DEFAULT_ERROR_TOAST = 'Error !';

// §8 'Messages' that forms and the OTP dialog show live with their rules in validation/messages.ts.
