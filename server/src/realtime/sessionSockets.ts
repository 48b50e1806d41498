// Which browser sockets carry a signed-in session's live data, so that the moment the session ends — logged out,
// expired, or ended by a password, e-mail or 2FA change — its sockets close. A browser reconnects by itself, with
// whatever session its cookie then holds, and each private subscription checks that session upstream as it starts.
import type { SessionEnd } from '../session/sessionEnds.ts';
import type { BrowserSocket } from './browserSocket.ts';

export const SESSION_ENDED_CLOSE = { code: 4401, reason: 'session ended' } as const;

interface Watched {
  key: string;
  userId: number;
  expiry: NodeJS.Timeout | null;
}

export class SessionSockets {
  readonly #bySession = new Map<string, Set<BrowserSocket>>();
  readonly #byUser = new Map<number, Set<BrowserSocket>>();
  readonly #watched = new WeakMap<BrowserSocket, Watched>();

  /** Watches a socket for its session's end (again for a socket already watched: nothing). */
  watch(socket: BrowserSocket, session: { key: string; userId: number; expiresAt: Date }): void {
    if (this.#watched.has(socket)) return;
    const ms = session.expiresAt.getTime() - Date.now();
    // An expired session's socket closes when its token would be refused (timers hold at most ~24.8 days).
    const expiry = ms < 2 ** 31 ? setTimeout(() => this.#close(socket), Math.max(0, ms)) : null;
    expiry?.unref();
    this.#watched.set(socket, { key: session.key, userId: session.userId, expiry });
    add(this.#bySession, session.key, socket);
    add(this.#byUser, session.userId, socket);
    socket.ws.once('close', () => this.#forget(socket));
  }

  /** Closes the sockets of the sessions that ended; answers how many. */
  end(ended: SessionEnd): number {
    if ('apiKey' in ended) return 0;
    const sockets =
      'session' in ended
        ? [...(this.#bySession.get(ended.session) ?? [])]
        : [...(this.#byUser.get(ended.userId) ?? [])].filter(
            (socket) => this.#watched.get(socket)?.key !== ended.except,
          );
    for (const socket of sockets) this.#close(socket);
    return sockets.length;
  }

  /** Sockets watched now (metrics and tests). */
  get size(): number {
    let size = 0;
    for (const sockets of this.#bySession.values()) size += sockets.size;
    return size;
  }

  #close(socket: BrowserSocket): void {
    this.#forget(socket);
    socket.ws.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
    // A socket that does not finish the closing handshake within a second is cut.
    setTimeout(() => socket.ws.terminate(), 1_000).unref();
  }

  #forget(socket: BrowserSocket): void {
    const watched = this.#watched.get(socket);
    if (!watched) return;
    this.#watched.delete(socket);
    if (watched.expiry) clearTimeout(watched.expiry);
    remove(this.#bySession, watched.key, socket);
    remove(this.#byUser, watched.userId, socket);
  }
}

function add<K>(map: Map<K, Set<BrowserSocket>>, key: K, socket: BrowserSocket): void {
  const set = map.get(key) ?? new Set();
  set.add(socket);
  map.set(key, set);
}

function remove<K>(map: Map<K, Set<BrowserSocket>>, key: K, socket: BrowserSocket): void {
  const set = map.get(key);
  set?.delete(socket);
  if (set?.size === 0) map.delete(key);
}
