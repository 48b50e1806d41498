// §2 the authentication check's answer the BFF sent with the page (server/src/clientApp.ts), so the first render
// need not wait for the check; anything not shaped like an answer counts as none, and the client asks itself.
import type { SessionAnswer } from './authGate.ts';

/** Reads an answer from the page's JSON data block text. */
export function parsePageSession(text: string | null | undefined): SessionAnswer | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const answer = value as Record<string, unknown>;
  if (answer.signedIn === true) {
    return Number.isSafeInteger(answer.userId)
      ? { signedIn: true, userId: answer.userId as number }
      : undefined;
  }
  if (answer.signedIn !== false) return undefined;
  if (answer.ended === undefined) return { signedIn: false };
  return answer.ended === 'expired' || answer.ended === 'invalid'
    ? { signedIn: false, ended: answer.ended }
    : undefined;
}

/** The page's answer, taken once: it describes the moment the page was served, not any later one. */
export function takePageSession(): SessionAnswer | undefined {
  if (typeof document === 'undefined') return undefined;
  const block = document.getElementById('sikka-session');
  block?.remove();
  return parsePageSession(block?.textContent);
}
