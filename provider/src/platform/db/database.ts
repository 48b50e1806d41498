// Opens the provider's database (any PostgreSQL, by URL) as a typed Kysely instance over a pg pool.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Tables } from './schema.ts';

export type Database = Kysely<Tables>;

const pools = new WeakMap<Database, pg.Pool>();

export function openDatabase(url: string, options: { maxConnections?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10 });
  // An idle client losing its server (a restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor a client in use (its query fails with the error, and the pool drops it when it is released).
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/**
 * Hears PostgreSQL's NOTIFY on a channel over a connection of its own (NOTIFY is delivered only when the notifying
 * transaction commits). A lost connection is opened again after a second; what was notified meanwhile is not heard.
 * Answers the function that stops listening; `onListening` is told each time the channel is listened to.
 */
export function listenTo(
  db: Database,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (error: unknown) => void,
  onListening?: () => void,
): () => Promise<void> {
  const pool = pools.get(db);
  if (!pool) throw new Error('listenTo needs a database opened by openDatabase');
  /** The listening connection and its one release (an error after a stop, or a second error, must not release twice). */
  let client: { connection: pg.PoolClient; release: (destroy?: boolean) => void } | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    try {
      const connected = await pool.connect();
      if (stopped) return connected.release();
      let released = false;
      const release = (destroy?: boolean) => {
        if (released) return;
        released = true;
        connected.release(destroy);
      };
      const held = { connection: connected, release };
      client = held;
      connected.on('notification', (message) => {
        if (message.channel === channel && message.payload) onPayload(message.payload);
      });
      connected.on('error', (error) => {
        if (released) return;
        onError(error);
        release(true);
        if (client === held) client = null;
        if (!stopped) retry = setTimeout(() => void connect(), 1_000);
      });
      await connected.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      onListening?.();
    } catch (error) {
      onError(error);
      if (!stopped) retry = setTimeout(() => void connect(), 1_000);
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const held = client;
    client = null;
    if (held) {
      await held.connection.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
      held.release();
    }
  };
}
