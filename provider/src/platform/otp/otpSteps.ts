// docs/requirements.md §9 one-time codes: the rules of a step (its life, tries, resend wait and send limits) and the
// shapes a step is begun, completed and answered in.
import { OTP_RESEND_WAIT_SECONDS } from '@sikka/shared/constants';
import type { OtpChannel } from '../db/schema.ts';

/** The identifier of a signed-in user's OTPs: later calls (withdrawals, UPI, …) check them by user, not by number. */
export function userOtpIdentifier(userId: number): string {
  return `user:${userId}`;
}

export const OTP_RULES = {
  ttlSeconds: 5 * 60,
  maxWrongTries: 5,
  resendWaitSeconds: OTP_RESEND_WAIT_SECONDS,
  /** Per purpose, so signing in does not use up the codes that confirm withdrawals. */
  sendsPerHour: 10,
  /** Of every purpose together to one destination: what one phone receives in an hour at most. */
  sendsPerHourToDestination: 30,
  /** A resend may revive a flow (a login whose password was checked) only this long after it began. */
  revivableSeconds: 30 * 60,
} as const;

export interface StartStep {
  /** The canonical identifier the flow names (the one the verify and resend calls send back). */
  identifier: string;
  purpose: number;
  channel: OtpChannel;
  /**
   * Where the code goes; null sends nothing. Recovery for an unknown account still makes a code with no
   * destination, so its answers, waits and limits look exactly like a real account's.
   */
  destination: string | null;
  userId: number | null;
  /** What completing the step does (a pending sign-up, a mobile number to add to the account). */
  data?: Record<string, unknown>;
  /**
   * Sent instead of a code, and the step then accepts no code: a sign-up for a number that already has an
   * account tells its owner, while the asker sees what a new number would give (an OTP step that never matches).
   */
  notice?: string;
  /**
   * Bound to the call that started it (a login that passed the password): only tries that send back its flow
   * (flowOf) count against it; others are counted apart, so they cannot void it.
   */
  bound?: boolean;
  /** A standing step is kept only for the same `data`: a step for other data (another amount) gets a new code. */
  bindData?: boolean;
  /** What the code is for, in its message, when the flow says more than its purpose (the amount it confirms). */
  use?: string;
}

/** sent: a code went out now; waiting: one went out under 90 s ago and still stands; authenticator: no code sent. */
export type StartResult =
  | { outcome: 'sent' }
  | { outcome: 'waiting'; waitSeconds: number }
  | { outcome: 'authenticator' };

export interface CompletedStep {
  identifier: string;
  purpose: number;
  channel: OtpChannel;
  destination: string | null;
  userId: number | null;
  data: Record<string, unknown>;
}

/** What the person typed: the step's code (SMS or authenticator), or one of their authenticator recovery codes. */
export type CodeKind = 'code' | 'recovery';

export type OtpOutcome = { ok: true; step: CompletedStep } | { ok: false; message: string };

/** What a signed-in person's code step may carry besides its purpose (startFor). */
export interface SignedInStep {
  /** Where an SMS goes: the account's mobile unless given (a number named for an account that has none). */
  destination?: string | null;
  /** The field a missing mobile number is refused on. */
  mobileField?: string;
  data?: Record<string, unknown>;
  bindData?: boolean;
  use?: string;
}
