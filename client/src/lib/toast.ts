// The one way the app shows toasts (sonner, top right): §8 success and error defaults, §4 session expiry.
import {
  DEFAULT_ERROR_TOAST,
  DEFAULT_SUCCESS_TOAST,
  SESSION_EXPIRED_MESSAGE,
} from '@sikka/shared/errors/messages';
import { toast } from 'sonner';

export const TOAST_POSITION = 'top-right' as const;

const SESSION_EXPIRED_ID = 'session-expired';

export const notify = {
  /** §8 success toast; 'Success !' when the server said nothing. */
  success(message?: string | null): void {
    const text = message || DEFAULT_SUCCESS_TOAST;
    toast.success(text, { id: `success:${text}` });
  },
  /** §8 error toast; 'Error !' when there is no text. The same text twice shows once. */
  error(message?: string | null): void {
    const text = message || DEFAULT_ERROR_TOAST;
    toast.error(text, { id: `error:${text}` });
  },
  /**
   * §4 'Session has expired! Please, login again.': not closed by a click or a swipe, only by its timer;
   * `onClose` runs once when it goes (the stored user data is cleared then).
   */
  sessionExpired(onClose: () => void): void {
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      onClose();
    };
    toast.error(SESSION_EXPIRED_MESSAGE, {
      id: SESSION_EXPIRED_ID,
      dismissible: false,
      onAutoClose: close,
      onDismiss: close,
    });
  },
};
