// The nonces of signed requests the BFF checked itself, each spent once per key while its request could still pass:
// in this process alone by default; in Redis when several instances share REDIS_URL, so a request replayed to any
// instance is refused.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface NonceStore {
  /** Spends a key's nonce, kept until `keptUntil` (ms); false when it was already spent (a replay). */
  spend(keyId: string, nonce: string, keptUntil: number, now: number): Promise<boolean>;
}

/** Expired nonces are swept after this many spends (each sweep one pass over what is kept). */
const SWEEP_EVERY = 1024;

/** One BFF process: a map of nonce to when it may be forgotten. */
export function memoryNonces(): NonceStore {
  const kept = new Map<string, number>();
  let spends = 0;
  return {
    async spend(keyId, nonce, keptUntil, now) {
      if (++spends % SWEEP_EVERY === 0) for (const [name, until] of kept) if (until <= now) kept.delete(name);
      const name = `${keyId}:${nonce}`;
      const until = kept.get(name);
      if (until !== undefined && until > now) return false;
      kept.set(name, keptUntil);
      return true;
    },
  };
}

/**
 * Several instances: `SET NX` with the nonce's remaining life, one round trip. While Redis is unreachable each
 * instance falls back to its own memory (as the rate limits do): replays to the same instance are still refused.
 */
export function redisNonces(client: Redis, log: FastifyBaseLogger): NonceStore {
  const fallback = memoryNonces();
  return {
    async spend(keyId, nonce, keptUntil, now) {
      try {
        const set = await client.set(
          `sikka:nonce:${keyId}:${nonce}`,
          '1',
          'PX',
          Math.max(1, keptUntil - now),
          'NX',
        );
        return set === 'OK';
      } catch (error) {
        log.warn({ err: error }, 'redis unreachable: nonces kept in this process only');
        return fallback.spend(keyId, nonce, keptUntil, now);
      }
    },
  };
}
