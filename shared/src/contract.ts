// One provider call, described once and read by every side: the BFF's client calls only what is described
// (server/src/upstream/calls.ts), and the provider registers its routes from the same descriptors, its authentication
// driven by `auth` (provider/src/platform/http/contract.ts). Call tables live in `<domain>/calls.ts`.
import type { z } from 'zod';

/**
 * Who may make a call: 'visitor' anyone (a bearer, if any, is ignored); 'bearer' a signed-in session; 'recovery-token'
 * the forgot-password flow's token, sent in the `token` header.
 */
export type CallAuth = 'visitor' | 'bearer' | 'recovery-token';

export interface CallDescriptor {
  readonly method: 'GET' | 'POST';
  /** The provider path; `{name}` is a path parameter. */
  readonly path: string;
  readonly auth: CallAuth;
  /** §6: only a verified person may make it (money moves); the refusal is §6's text for their state. */
  readonly verified?: true;
  /**
   * A 'bearer' call an integrator's API key may make, with this scope (docs/api.md); without it, only a signed-in
   * session may. Withdrawals never have one.
   */
  readonly apiScope?: 'read' | 'trade';
  /** The body (POST) or query (GET) schema; null for a call that takes neither; 'bytes' for a raw upload. */
  readonly request: z.ZodType | null | 'bytes';
  /** The success body's schema (every 2xx); 'file' for an answer of bytes with their own type (an image, a CSV). */
  readonly response: z.ZodType | 'file';
}

/** A call table, checked against the descriptor's shape while keeping each call's literal types. */
export function defineCalls<const T extends Record<string, CallDescriptor>>(calls: T): T {
  return calls;
}

/**
 * One operator call (ADMIN_TOKEN as the bearer), served only in the provider's guarded operator scope; its path
 * starts with /admin. The BFF never makes one.
 */
export interface OperatorCallDescriptor {
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly path: `/admin/${string}`;
  readonly auth: 'operator';
  readonly request: z.ZodType | null;
  readonly response: z.ZodType | 'file';
}

/** An operator call table, as `defineCalls` for the BFF's. */
export function defineOperatorCalls<const T extends Record<string, OperatorCallDescriptor>>(calls: T): T {
  return calls;
}

/** The path as a router pattern: `{name}` becomes `:name`. */
export function routePattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
