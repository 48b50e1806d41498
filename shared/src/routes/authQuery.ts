// §2 the auth page's query on /in/home: which sub-view opens (`type`) and the phone to prefill (`mobile_number`).
import { PHONE_LENGTH } from '../constants.ts';
import { parseQuery, withQuery } from './query.ts';
import { PATHS } from './routeTable.ts';

/** §2 `type` = login, sign-up or reset. */
export const AUTH_TYPES = ['login', 'sign-up', 'reset'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

export const AUTH_QUERY = { type: 'type', mobileNumber: 'mobile_number' } as const;

export interface AuthQuery {
  /** null: no auth view is asked for, so /in/home shows the dashboard. */
  readonly type: AuthType | null;
  readonly mobileNumber: string | null;
}

function isAuthType(value: string | undefined): value is AuthType {
  return (AUTH_TYPES as readonly string[]).includes(value ?? '');
}

/**
 * Reads the auth query. An unknown `type` counts as none. `mobile_number` prefills the phone field only
 * when it is a 10-digit phone (§9): prefilling a value the field would reject only greets the visitor
 * with an error.
 */
export function parseAuthQuery(search: string): AuthQuery {
  const params = parseQuery(search);
  const type = params.get(AUTH_QUERY.type);
  const mobile = params.get(AUTH_QUERY.mobileNumber)?.trim() ?? '';
  return {
    type: isAuthType(type) ? type : null,
    mobileNumber: new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(mobile) ? mobile : null,
  };
}

/** The auth page for a sub-view: authPagePath('login') → '/in/home?type=login'. */
export function authPagePath(type: AuthType, mobileNumber?: string | null): string {
  return withQuery(PATHS.home, [
    [AUTH_QUERY.type, type],
    [AUTH_QUERY.mobileNumber, mobileNumber || null],
  ]);
}

/** §2 After successful auth the query is removed and the URL becomes /in/home. */
export function afterAuthPath(): string {
  return PATHS.home;
}
