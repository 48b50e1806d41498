// §2 the authentication check's answer the BFF sent with the page (server/src/clientApp.ts), so the first render
// need not wait for the check; anything not shaped like an answer counts as none, and the client asks itself.
import { readSessionState } from '@sikka/shared/auth/sessionState';
import type { SessionAnswer } from './authGate.ts';

/** Reads an answer from the page's JSON data block text (readSessionState). */
export function parsePageSession(text: string | null | undefined): SessionAnswer | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return readSessionState(value);
}

/** The page's answer, taken once: it describes the moment the page was served, not any later one. */
export function takePageSession(): SessionAnswer | undefined {
  if (typeof document === 'undefined') return undefined;
  const block = document.getElementById('sikka-session');
  block?.remove();
  return parsePageSession(block?.textContent);
}
