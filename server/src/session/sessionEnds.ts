// Sessions that ended, told to every BFF instance so each closes the live sockets it holds for them: a logout ends
// one session, a password, e-mail or 2FA change every session of the user but the one it issued. In this process
// alone by default; through Redis pub/sub when several instances share REDIS_URL.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';

/** What names a session between instances: a digest of its token, never the token itself. */
export function sessionKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url').slice(0, 32);
}

export const sessionEndSchema = z.union([
  z.object({ session: z.string().min(1).max(64) }).strict(),
  z.object({ userId: z.number().int().positive(), except: z.string().min(1).max(64).nullable() }).strict(),
  z.object({ apiKey: z.string().min(1).max(64) }).strict(),
]);
/**
 * One session (logout), every session of a user but `except` (the one the change issued), or an API key revoked (its
 * integrators' sockets close).
 */
export type SessionEnd = z.infer<typeof sessionEndSchema>;

export interface SessionEnds {
  /** Tells every instance (this one first, at once) that the session or sessions ended. */
  end(ended: SessionEnd): Promise<void>;
  /** Hears every end, this instance's and the others'. */
  onEnd(listener: (ended: SessionEnd) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'sikka:session-ended';

class Listeners {
  readonly #listeners: Array<(ended: SessionEnd) => void> = [];
  add(listener: (ended: SessionEnd) => void): void {
    this.#listeners.push(listener);
  }
  tell(ended: SessionEnd): void {
    for (const listener of this.#listeners) listener(ended);
  }
}

/** One BFF process: the end is heard here only. */
export function localSessionEnds(): SessionEnds {
  const listeners = new Listeners();
  return {
    async end(ended) {
      listeners.tell(ended);
    },
    onEnd: (listener) => listeners.add(listener),
    async close() {},
  };
}

/**
 * Several instances: the end is published on Redis and every instance (this one too) hears it. It is applied here
 * at once as well, so this instance's sockets close even while Redis is down; hearing it twice closes nothing twice.
 */
export function redisSessionEnds(publisher: Redis, subscriber: Redis, log: FastifyBaseLogger): SessionEnds {
  const listeners = new Listeners();
  subscriber.on('error', (error) => log.warn({ err: error }, 'redis error (session ends)'));
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const ended = sessionEndSchema.safeParse(parsed);
    if (ended.success) listeners.tell(ended.data);
    else log.warn('a session-ended message that is not one; ignored');
  });
  subscriber
    .subscribe(CHANNEL)
    .catch((error: unknown) => log.warn({ err: error }, 'could not hear session ends'));
  return {
    async end(ended) {
      listeners.tell(ended);
      await publisher.publish(CHANNEL, JSON.stringify(ended)).catch((error: unknown) => {
        // The other instances' sockets then live until they next start a private subscription (checked upstream).
        log.warn({ err: error }, 'could not tell the other instances that a session ended');
      });
    },
    onEnd: (listener) => listeners.add(listener),
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
