// §3 the values Sikka keeps in local storage, each with its meaning and type, in one place.
// Never a token: docs/requirements.md §3 kept the token here; Sikka keeps it only in the BFF's httpOnly cookie.
import { DEFAULT_PAIR } from '@sikka/shared/constants';
import { type Pair, parsePair } from '@sikka/shared/routes/exchangeRoute';
import { type PendingAttempt, readPendingAttempt } from './money/pendingAttempts.ts';
import type { StoredValue } from './storedValue.ts';

/** The §3 key names, as the original app wrote them (other tools and old sessions read the same keys). */
const STORAGE_KEYS = {
  userLogin: 'userLogin',
  selectedUserInfo: 'selected_user_info',
  coinTypes: 'coin_types',
  showReward: 'show-reward',
  pairSelected: 'pair_selected',
  /** Ours, not §3's: money attempts whose outcome is not known yet (lib/money/pendingAttempts.ts). */
  pendingAttempts: 'sikka_pending_attempts',
} as const;

type KeyValue = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

// Read without zod: the store is read on every page. A JSON object's own keys but __proto__, copied.
function jsonObject(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (key !== '__proto__') copy[key] = item;
  return copy;
}
const jsonList = (value: unknown): unknown[] | null => (Array.isArray(value) ? [...value] : null);
/** Every entry an attempt, or none of them read. */
function attemptList(value: unknown): PendingAttempt[] | null {
  if (!Array.isArray(value)) return null;
  const attempts = value.map(readPendingAttempt);
  return attempts.every((attempt) => attempt !== null) ? (attempts as PendingAttempt[]) : null;
}

function parseJson<T>(raw: string | null, read: (value: unknown) => T | null): T | null {
  if (raw === null) return null;
  try {
    return read(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * The typed store over any key-value backend. Every access is guarded: storage can be full, disabled or
 * missing (private windows, tests), and a broken store must never break sign-in.
 */
export function createStorage(backend: () => KeyValue | undefined) {
  const read = (key: string): string | null => {
    try {
      return backend()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null): void => {
    try {
      if (value === null) backend()?.removeItem(key);
      else backend()?.setItem(key, value);
    } catch {
      // Storage full or disabled: the value is only a convenience, so carry on without it.
    }
  };
  function value<T>(key: string, decode: (raw: string | null) => T, encode: (value: T) => string | null) {
    return {
      get: () => decode(read(key)),
      set: (next: T) => write(key, encode(next)),
      remove: () => write(key, null),
    } satisfies StoredValue<T>;
  }

  const store = {
    /** §3 userLogin: '1' after a completed sign-in, '0' after logout or a lost session. */
    userLogin: value<boolean>(
      STORAGE_KEYS.userLogin,
      (raw) => raw === '1',
      (on) => (on ? '1' : '0'),
    ),
    /** §3 selected_user_info: the user (e.g. a sub-broker's client) the signed-in person acts for. */
    selectedUserInfo: value<Record<string, unknown> | null>(
      STORAGE_KEYS.selectedUserInfo,
      (raw) => parseJson(raw, jsonObject),
      (info) => (info === null ? null : JSON.stringify(info)),
    ),
    /** §3 coin_types: the coin list last loaded for the user's selections. */
    coinTypes: value<unknown[] | null>(
      STORAGE_KEYS.coinTypes,
      (raw) => parseJson(raw, jsonList),
      (list) => (list === null ? null : JSON.stringify(list)),
    ),
    /** §3 show-reward: the id of the reward whose scratch card is to be shown. */
    showReward: value<string | null>(
      STORAGE_KEYS.showReward,
      (raw) => (raw === null || raw === '' ? null : raw),
      (id) => id,
    ),
    /** Money attempts awaiting their outcome; kept across sign-outs (each names its user). */
    pendingAttempts: value<PendingAttempt[]>(
      STORAGE_KEYS.pendingAttempts,
      (raw) => parseJson(raw, attemptList) ?? [],
      (list) => (list.length === 0 ? null : JSON.stringify(list)),
    ),
    /** §3 pair_selected: the exchange pair last chosen, e.g. BTC-INR (§9 default). */
    pairSelected: value<Pair>(
      STORAGE_KEYS.pairSelected,
      (raw) => parsePair(raw) ?? (DEFAULT_PAIR as Pair),
      (pair) => pair,
    ),
  };

  return {
    ...store,
    /** §4 OTP success: the login flag is set (the token itself stays in the cookie). */
    markSignedIn(): void {
      store.userLogin.set(true);
    },
    /**
     * §4 logout, session expiry and a failed session check: login flag 0, selected user info and coin types
     * cleared. The pair and reward id are preferences, not session data, and stay.
     */
    clearSession(): void {
      store.userLogin.set(false);
      store.selectedUserInfo.remove();
      store.coinTypes.remove();
    },
  };
}

type AppStorage = ReturnType<typeof createStorage>;

/**
 * Calls `listener` when another tab of this browser signs in (true) or out (false): §3 userLogin changed there (the
 * browser tells every other tab of the origin). Answers the function that stops listening.
 */
export function onLoginChangedElsewhere(listener: (signedIn: boolean) => void): () => void {
  const heard = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.userLogin || event.key === null) listener(event.newValue === '1');
  };
  globalThis.addEventListener?.('storage', heard);
  return () => globalThis.removeEventListener?.('storage', heard);
}

export const storage: AppStorage = createStorage(() => globalThis.localStorage);
