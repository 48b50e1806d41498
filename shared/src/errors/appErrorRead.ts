// The §8 AppError's kinds, pairings and a reader without zod, for the client's shell on every page (docs/benchmarks.md
// "First load"); appError.ts builds its schema from the same kinds and pairings.
import { GENERIC_ERROR_MESSAGE } from './messages.ts';
// Invariant: for any JSON value, readAppError accepts what appErrorSchema accepts and answers what it parses
// (unknown keys dropped); appErrorRead.test.ts holds the two together.

export const APP_ERROR_KINDS = [
  'field',
  'message',
  'silent',
  'session-expired',
  'token-invalid',
  'further-details',
  'maintenance',
  'generic',
] as const;
export type AppErrorKind = (typeof APP_ERROR_KINDS)[number];

/** Kinds for which the central handler shows nothing of its own (§6, §8). */
const MESSAGELESS_KINDS: ReadonlySet<AppErrorKind> = new Set(['silent', 'session-expired', 'token-invalid']);

/** What appErrorSchema parses (appError.ts's AppError, which must stay the same type). */
export interface AppErrorShape {
  kind: AppErrorKind;
  message: string | null;
  fieldErrors: Record<string, string[]>;
  firstFieldError?: { field: string; message: string } | undefined;
  status: number;
  required?: string | undefined;
  maintenance?:
    | {
        title?: string | undefined;
        sub_title?: string | undefined;
        content?: string | undefined;
        image_url?: string | undefined;
      }
    | undefined;
  outcome?: 'refused' | 'unknown' | undefined;
}

/** The pairings of kind and fields the client relies on, as [message, field] of each one broken. */
export function appErrorPairingIssues(error: AppErrorShape): Array<[string, string]> {
  const issues: Array<[string, string]> = [];
  if (MESSAGELESS_KINDS.has(error.kind) && error.message !== null)
    issues.push([`${error.kind} shows nothing`, 'message']);
  if (
    !MESSAGELESS_KINDS.has(error.kind) &&
    error.kind !== 'further-details' &&
    error.kind !== 'maintenance'
  ) {
    if (error.message === null) issues.push([`${error.kind} needs a message`, 'message']);
  }
  if (error.kind === 'generic' && error.message !== GENERIC_ERROR_MESSAGE)
    issues.push(['generic text', 'message']);
  if (error.kind === 'field') {
    const first = error.firstFieldError;
    if (!first) issues.push(['field errors need a first field error', 'firstFieldError']);
    else if (first.message !== error.message || !error.fieldErrors[first.field]?.includes(first.message)) {
      issues.push(['the first field error is the shown message', 'firstFieldError']);
    }
  }
  if (error.required !== undefined && error.kind !== 'further-details')
    issues.push(['only 432 carries required', 'required']);
  if (error.maintenance !== undefined && error.kind !== 'maintenance')
    issues.push(['maintenance data only', 'maintenance']);
  return issues;
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const MAINTENANCE_KEYS = ['title', 'sub_title', 'content', 'image_url'] as const;

function readFieldErrors(value: unknown): Record<string, string[]> | null {
  if (!isObject(value)) return null;
  const out: Record<string, string[]> = {};
  for (const key of Object.keys(value)) {
    if (key === '__proto__') continue;
    const list = value[key];
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return null;
    out[key] = [...list];
  }
  return out;
}

function readMaintenance(value: unknown): AppErrorShape['maintenance'] | null {
  if (!isObject(value)) return null;
  const out: NonNullable<AppErrorShape['maintenance']> = {};
  for (const key of MAINTENANCE_KEYS) {
    if (value[key] === undefined) continue;
    if (typeof value[key] !== 'string') return null;
    out[key] = value[key];
  }
  return out;
}

/** The AppError in a JSON value, or null when it is not one (the shape, or a pairing, does not hold). */
export function readAppError(value: unknown): AppErrorShape | null {
  if (!isObject(value)) return null;
  const { kind, message, status, firstFieldError, required, maintenance, outcome } = value;
  if (!(APP_ERROR_KINDS as readonly unknown[]).includes(kind)) return null;
  if (message !== null && !isNonEmpty(message)) return null;
  const fieldErrors = readFieldErrors(value.fieldErrors);
  if (fieldErrors === null) return null;
  if (typeof status !== 'number' || !Number.isSafeInteger(status) || status < 0 || status > 599) return null;
  const error: AppErrorShape = { kind: kind as AppErrorKind, message, fieldErrors, status };
  if (firstFieldError !== undefined) {
    if (
      !isObject(firstFieldError) ||
      !isNonEmpty(firstFieldError.field) ||
      !isNonEmpty(firstFieldError.message)
    )
      return null;
    error.firstFieldError = { field: firstFieldError.field, message: firstFieldError.message };
  }
  if (required !== undefined) {
    if (typeof required !== 'string') return null;
    error.required = required;
  }
  if (maintenance !== undefined) {
    const data = readMaintenance(maintenance);
    if (data === null) return null;
    error.maintenance = data;
  }
  if (outcome !== undefined) {
    if (outcome !== 'refused' && outcome !== 'unknown') return null;
    error.outcome = outcome;
  }
  return appErrorPairingIssues(error).length === 0 ? error : null;
}
