// The one way the app shows toasts (sonner, top right): §8 success and error defaults, §4 session expiry, and the §8
// notification toast (bottom right, 5 s) for a live event. sonner and its Toaster load with the first toast, not with
// the page (ToasterHost.tsx); a toast waits for the Toaster to be up.
import { TIMING } from '@sikka/shared/constants';
import {
  DEFAULT_ERROR_TOAST,
  DEFAULT_SUCCESS_TOAST,
  SESSION_EXPIRED_MESSAGE,
} from '@sikka/shared/errors/messages';
import { createElement, Fragment } from 'react';

export const TOAST_POSITION = 'top-right' as const;
/** Top right, but under the sticky header (64 px): a toast never covers the bell or the profile button. */
export const TOAST_OFFSET = { top: 64 + 12, right: 16, bottom: 16 } as const;
export const TOAST_MOBILE_OFFSET = { top: 64 + 8, right: 8, bottom: 72, left: 8 } as const;
/** §8 the notification toast's corner. */
const NOTIFICATION_TOAST_POSITION = 'bottom-right' as const;

const SESSION_EXPIRED_ID = 'session-expired';

type Toast = typeof import('sonner').toast;

let toasterUp: Promise<Toast> | null = null;
let resolveToaster: (toast: Toast) => void = () => {};
const wanted = new Set<() => void>();

/** Resolves with sonner's toast once a Toaster listens; the first call asks the app to mount one. */
function whenToasterUp(): Promise<Toast> {
  if (!toasterUp) {
    toasterUp = new Promise((resolve) => {
      resolveToaster = resolve;
    });
    for (const listener of wanted) listener();
  }
  return toasterUp;
}

/** For the app's ToasterSlot: whether a toast was asked for (mount the Toaster then), and when that happens. */
export const toasterDemand = {
  wanted: (): boolean => toasterUp !== null,
  subscribe(listener: () => void): () => void {
    wanted.add(listener);
    return () => wanted.delete(listener);
  },
  /** Called by the Toaster's host once it listens: toasts asked for so far go out now. */
  up(toast: Toast): void {
    resolveToaster(toast);
  },
};

export const notify = {
  /** §8 success toast; 'Success !' when the server said nothing. */
  success(message?: string | null): void {
    const text = message || DEFAULT_SUCCESS_TOAST;
    void whenToasterUp().then((toast) => toast.success(text, { id: `success:${text}` }));
  },
  /** §8 error toast; 'Error !' when there is no text. The same text twice shows once. */
  error(message?: string | null): void {
    const text = message || DEFAULT_ERROR_TOAST;
    void whenToasterUp().then((toast) => toast.error(text, { id: `error:${text}` }));
  },
  /**
   * §8 the notification toast: what just happened (a message written for a live event), bottom right, 5000 ms. The
   * title ends in a stop only a screen reader hears, so it reads the title and the body as two sentences.
   */
  event(id: number, title: string, text: string): void {
    const heading = createElement(
      Fragment,
      null,
      title,
      createElement('span', { className: 'visually-hidden' }, '. '),
    );
    void whenToasterUp().then((toast) =>
      toast.info(heading, {
        id: `event:${id}`,
        description: text,
        position: NOTIFICATION_TOAST_POSITION,
        duration: TIMING.notificationToastMs,
        testId: 'event-toast',
      }),
    );
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
    void whenToasterUp().then((toast) =>
      toast.error(SESSION_EXPIRED_MESSAGE, {
        id: SESSION_EXPIRED_ID,
        dismissible: false,
        onAutoClose: close,
        onDismiss: close,
      }),
    );
  },
};
