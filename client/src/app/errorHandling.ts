// docs/requirements.md §8 central handler on the client: every failed query and mutation comes here once (see
// queryClient.ts). planError decides, purely, what happens; the caller's RequestMeta says what it shows itself.
import type { AppError } from '@sikka/shared/errors/appError';
import { errorAnalytics, MAINTENANCE_REDIRECT_PATH, presentError } from '@sikka/shared/errors/presentation';
import type { AnalyticsFields } from '../lib/analytics.ts';
import type { RequestMeta } from '../lib/errors.ts';
import type { FurtherDetailsRequest } from '../lib/furtherDetails.ts';

interface ErrorPlan {
  /** The text of the one error toast, or null for none. */
  readonly toast: string | null;
  /** §8 'Token has expired' / 'The token has been blacklisted': the session-end routine (§4 toast). */
  readonly endSession: boolean;
  /** §8 'Wrong number of segments': the other token-related action (the session is dropped silently). */
  readonly dropSession: boolean;
  /** §8 a 503 maintenance error redirects to /in/home unless already there. */
  readonly redirectTo: string | null;
  /** §8 432 from any call: the further-details flow opens (its PAN variant when required is pan_number). */
  readonly furtherDetails: FurtherDetailsRequest | null;
  /** §8 the optional analytics event, when the call asked for it. */
  readonly track: AnalyticsFields | null;
}

/** Whether the calling form has an input for the error's first field (then the form shows it, not a toast). */
function inputsHandled(appError: AppError, meta: RequestMeta | undefined): boolean {
  const first = appError.firstFieldError;
  return (
    first !== undefined && meta?.serverFields !== undefined && Object.hasOwn(meta.serverFields, first.field)
  );
}

export function planError(appError: AppError, meta: RequestMeta | undefined, currentPath: string): ErrorPlan {
  // Callers that show every message themselves (the OTP dialog, the PAN prompt) or replace the page (the
  // authentication check) want no toast, not even the generic one (§8 "unless skipped"); so do background
  // refreshes the person never asked for.
  const callerShows = meta?.inline === true || meta?.screen === true || meta?.quiet === true;
  const presentation = presentError(appError, {
    inputsHandled: inputsHandled(appError, meta),
    skipGeneric: callerShows,
    currentPath,
  });
  return {
    toast: callerShows ? null : presentation.toast,
    endSession: presentation.endSession,
    dropSession: presentation.tokenAction,
    redirectTo: presentation.maintenanceRedirect ? MAINTENANCE_REDIRECT_PATH : null,
    furtherDetails: presentation.furtherDetails
      ? { variant: presentation.furtherDetails, message: appError.message }
      : null,
    track: meta?.track ? { call: meta.track, ...errorAnalytics(appError) } : null,
  };
}
