// §2/§4 the authentication check at load, as pure decisions: what replaces the app while it runs or after
// it fails (with the §2 path exemptions from shared/), and how an ended session is told.

import type { RouterOutputs } from '@sikka/server';
import type { AppError } from '@sikka/shared/errors/appError';
import {
  appliesMaintenanceGate,
  clearsSessionOnAuthFailure,
  runsAuthCheck,
  showsAuthLoader,
  showsErrorOnAuthFailure,
} from '@sikka/shared/routes/visibility';

export type SessionAnswer = RouterOutputs['auth']['session'];

export type CheckStatus =
  | { readonly status: 'pending' }
  | { readonly status: 'error'; readonly error: AppError }
  | { readonly status: 'success'; readonly data: SessionAnswer };

type AuthGate =
  /** Render the app. */
  | { readonly kind: 'app' }
  /** §2 a full-screen logo loader while the check is pending (not on vendor-order). */
  | { readonly kind: 'loader' }
  /** §2 an error screen when the check fails, except on exchange, vendor-order, into-the-block, integrate. */
  | { readonly kind: 'error'; readonly message: string }
  /** §4 failure with 503 and the maintenance flag: the maintenance screen with the server's message. */
  | { readonly kind: 'maintenance'; readonly appError: AppError };

export function authGate(pathname: string, check: CheckStatus): AuthGate {
  // §4 vendor-order pages skip the check, its loader and its gate.
  if (!runsAuthCheck(pathname)) return { kind: 'app' };
  switch (check.status) {
    case 'pending':
      return showsAuthLoader(pathname) ? { kind: 'loader' } : { kind: 'app' };
    case 'success':
      return { kind: 'app' };
    case 'error':
      if (check.error.kind === 'maintenance') return { kind: 'maintenance', appError: check.error };
      return showsErrorOnAuthFailure(pathname)
        ? { kind: 'error', message: check.error.message ?? 'The sign-in check could not finish.' }
        : { kind: 'app' };
  }
}

/** §4 any other failure (outside vendor-order) clears stored session data. */
export function clearsOnCheckFailure(pathname: string, error: AppError): boolean {
  return error.kind !== 'maintenance' && clearsSessionOnAuthFailure(pathname);
}

/**
 * How a signed-out answer is told. 'expired': §4's 'Session has expired! Please, login again.' toast, the
 * stored values cleared when it closes — for a session the BFF saw expire, or one this browser still
 * believed in (userLogin 1) whose cookie is gone. 'silent': §8's other token action, cleared without a word.
 */
export function sessionEndNotice(
  answer: SessionAnswer,
  storedSignedIn: boolean,
): 'expired' | 'silent' | null {
  if (answer.signedIn) return null;
  if (answer.ended === 'expired') return 'expired';
  if (answer.ended === 'invalid') return 'silent';
  return storedSignedIn ? 'expired' : null;
}

/** What shows instead of (or as) the app, once the live maintenance flag and the user are known. */
type AppScreen =
  | AuthGate
  /** §2/§4 the maintenance flag is on: the maintenance screen with the configured texts. */
  | { readonly kind: 'live-maintenance' }
  /** §2 the forced reset-password screen replaces the app while it is due. */
  | { readonly kind: 'forced-reset' };

interface AppScreenInput {
  readonly check: CheckStatus;
  /** The maintenance listener says on. */
  readonly maintenanceOn: boolean;
  /** Signed in and user.details not answered yet. */
  readonly userPending: boolean;
  /** user.details says force_password_reset 1. */
  readonly forcedReset: boolean;
}

/**
 * The whole §2/§4 start-up order: the maintenance flag first (not on vendor-order), then the check's loader,
 * error or maintenance screen, then — signed in — the loader until the user is known (so the app never
 * flashes before a forced reset replaces it) and the forced reset screen.
 */
export function appScreen(pathname: string, input: AppScreenInput): AppScreen {
  if (input.maintenanceOn && appliesMaintenanceGate(pathname)) return { kind: 'live-maintenance' };
  const gate = authGate(pathname, input.check);
  if (gate.kind !== 'app') return gate;
  if (input.forcedReset) return { kind: 'forced-reset' };
  // §2 the loader is not shown on vendor-order, however the session became known there.
  if (input.userPending && showsAuthLoader(pathname)) return { kind: 'loader' };
  return gate;
}
