// §2 the authentication check's answer (auth.session): signed in as a user, or not, with why a session ended.
// Read without zod, since the client's shell reads it from the page on every first load
// (client/src/app/session/pageSession.ts).

export type SessionState =
  | { signedIn: false; ended?: 'expired' | 'invalid' }
  | { signedIn: true; userId: number };

/** The answer in a JSON value, keys of neither shape dropped; undefined when it is not one. */
export function readSessionState(value: unknown): SessionState | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { signedIn, ended, userId } = value as Record<string, unknown>;
  if (signedIn === false) {
    if (ended === undefined) return { signedIn: false };
    return ended === 'expired' || ended === 'invalid' ? { signedIn: false, ended } : undefined;
  }
  if (signedIn === true && typeof userId === 'number' && Number.isSafeInteger(userId))
    return { signedIn, userId };
  return undefined;
}
