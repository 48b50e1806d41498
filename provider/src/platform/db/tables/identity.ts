// Accounts and their sessions: users, revoked tokens, OTPs, recovery codes, browsers, rate limits, the dev outbox.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OtpChannel } from './columns.ts';

export interface UsersTable {
  id: Generated<number>;
  mobile_number: string | null;
  /** Lower-cased, so look-ups by e-mail need no function index. */
  email: string | null;
  name: string | null;
  avatar: string | null;
  password_hash: string;
  verification_status: Generated<number>;
  status: Generated<number>;
  re_kyc: Generated<number>;
  ga_enabled: Generated<number>;
  is_subbroker: Generated<number>;
  /** Base32 TOTP secret once Google Authenticator is on; the pending one between setup and enable. Sealed. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  /** The last accepted TOTP time step, so one authenticator code cannot be used twice. */
  totp_last_step: number | null;
  /** When 2FA settings last changed: withdrawals wait 24 h after it (docs/requirements.md §9). */
  two_factor_changed_at: Date | null;
  /** The §2 forced reset-password screen is due. */
  force_password_reset: Generated<boolean>;
  /** Session tokens issued before this second are refused (password changed; tokens from before session_epoch). */
  sessions_valid_after: Date | null;
  /** The live generation of sessions: a token carrying another is refused (a password, e-mail or 2FA change). */
  session_epoch: Generated<number>;
  created_at: CreatedAt;
}

/** One pending verification per (identifier, purpose): an SMS/e-mail code, or an authenticator step. */
export interface OtpsTable {
  id: Generated<number>;
  identifier: string;
  purpose: number;
  channel: OtpChannel;
  destination: string | null;
  user_id: number | null;
  /** HMAC of purpose, identifier and code; null for an authenticator step. */
  code_hmac: string | null;
  /** What completing the step does (a pending sign-up, a mobile number to add). */
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  attempts: Generated<number>;
  /** Wrong tries of a flow-bound step made without its flow (a stranger's): they never void the owner's code. */
  unbound_attempts: Generated<number>;
  /** When the flow began; a resend may revive the step only for a while after it. */
  started_at: Date;
  sent_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface OtpSendsTable {
  id: Generated<number>;
  identifier: string;
  destination: string | null;
  purpose: number;
  sent_at: Date;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: Date;
}

export interface SessionPanChecksTable {
  jti: string;
  user_id: number;
  expires_at: Date;
}

export interface CaptchaSpentTable {
  challenge: string;
  expires_at: Date;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date;
  count: number;
}

export interface DevOutboxTable {
  id: Generated<number>;
  to: string;
  channel: string;
  purpose: number;
  code: string;
  text: string;
  at: Date;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface SystemSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
}

/** A browser an account has signed in from: a hash of its user-agent (a new one is told to the person). */
export interface UserBrowsersTable {
  user_id: number;
  browser_hash: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
}
