// Integrators' API keys at rest (api_keys; the secret sealed) and the nonces each key has spent (api_key_nonces).
import type { ApiKey, ApiKeyScope } from '@sikka/shared/apiKeys/schemas';
import type { Selectable } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { ApiKeysTable } from '../../platform/db/schema.ts';

type ApiKeyRow = Selectable<ApiKeysTable>;

/** A key as its owner sees it: never the secret. */
export function publicKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    key_id: row.key_id,
    label: row.label,
    display_name: row.display_name,
    scopes: row.scopes as ApiKeyScope[],
    ip_allowlist: row.ip_allowlist,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

/** The owner's live keys, newest first. */
export function liveKeysOf(db: Database, userId: number): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

export function insertKey(
  db: Database,
  key: {
    user_id: number;
    key_id: string;
    secret: string;
    label: string;
    display_name: string | null;
    scopes: string[];
    ip_allowlist: string[];
  },
): Promise<ApiKeyRow> {
  return db.insertInto('api_keys').values(key).returningAll().executeTakeFirstOrThrow();
}

/** Revokes one of the owner's live keys: its public id, or null when there is none such. */
export async function revokeKey(db: Database, userId: number, id: number, at: Date): Promise<string | null> {
  const row = await db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('key_id')
    .executeTakeFirst();
  return row?.key_id ?? null;
}

/** A live key by its public id. */
export function liveKey(db: Database, keyId: string): Promise<ApiKeyRow | undefined> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('key_id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Spends a nonce for a key; false when it was already spent (a replay). Kept until the receive window has passed. */
export async function spendNonce(
  db: Database,
  keyId: string,
  nonce: string,
  expiresAt: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('api_key_nonces')
    .values({ key_id: keyId, nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['key_id', 'nonce']).doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows !== 0n;
}
