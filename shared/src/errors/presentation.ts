// docs/requirements.md §8 on the client: from one AppError, what the single error handler does (toast, field, redirects).
import type { AppError } from './appError.ts';

/** §8 a 503 maintenance error redirects here unless the user is already there. */
export const MAINTENANCE_REDIRECT_PATH = '/in/home';

/** §8 analytics default when the error carries no status code. */
const DEFAULT_ANALYTICS_STATUS = 422;

export interface PresentOptions {
  /** The calling form maps server fields to its inputs (see routeFieldError). */
  inputsHandled: boolean;
  /** §8 "unless skipped": the caller does not want the generic toast. */
  skipGeneric?: boolean;
  /** Where the user is now, for the maintenance redirect; unknown means redirect. */
  currentPath?: string;
}

export interface Presentation {
  toast: string | null;
  field: { name: string; message: string } | null;
  /**
   * §8 'Token has expired' / 'The token has been blacklisted'. The session-end routine shows §4's
   * SESSION_EXPIRED_MESSAGE toast itself (no close-on-click) and clears state when it closes.
   */
  endSession: boolean;
  /** §8 'Wrong number of segments': the other token-related action. */
  tokenAction: boolean;
  /** §8 432: which further-details flow opens ('pan' when required is pan_number). */
  furtherDetails: null | 'pan' | 'default';
  maintenanceRedirect: boolean;
}

function samePath(a: string, b: string): boolean {
  const bare = (p: string) => p.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  return bare(a) === bare(b);
}

const NOTHING: Presentation = {
  toast: null,
  field: null,
  endSession: false,
  tokenAction: false,
  furtherDetails: null,
  maintenanceRedirect: false,
};

/** docs/requirements.md §8 central handler and token handling, decided once for every error the client receives. */
export function presentError(appError: AppError, options: PresentOptions): Presentation {
  switch (appError.kind) {
    case 'field': {
      const first = appError.firstFieldError;
      if (options.inputsHandled && first) {
        return { ...NOTHING, field: { name: first.field, message: first.message } };
      }
      return { ...NOTHING, toast: appError.message };
    }
    case 'message':
      return { ...NOTHING, toast: appError.message };
    case 'silent':
      return NOTHING;
    case 'session-expired':
      return { ...NOTHING, endSession: true };
    case 'token-invalid':
      return { ...NOTHING, tokenAction: true };
    // §8: only the three token messages escape the toast of a structured error, so 432 and 503 still
    // toast the server's message alongside their flow.
    case 'further-details':
      return {
        ...NOTHING,
        toast: appError.message,
        furtherDetails: appError.required === 'pan_number' ? 'pan' : 'default',
      };
    case 'maintenance':
      return {
        ...NOTHING,
        toast: appError.message,
        maintenanceRedirect:
          options.currentPath === undefined || !samePath(options.currentPath, MAINTENANCE_REDIRECT_PATH),
      };
    case 'generic':
      return { ...NOTHING, toast: options.skipGeneric ? null : appError.message };
  }
}

/** §8 "optionally an analytics event with status code (default 422) and message". */
export function errorAnalytics(appError: AppError): { status_code: number; message: string | null } {
  return { status_code: appError.status || DEFAULT_ANALYTICS_STATUS, message: appError.message };
}
