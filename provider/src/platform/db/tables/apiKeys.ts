// Integrators' API keys and their nonces.
import type { Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  /** The public half, sent in x-sikka-key. */
  key_id: string;
  /** Sealed (FieldCipher 'api_keys.secret'): an HMAC signature is checked with the secret itself. */
  secret: string;
  label: string;
  /** Shown to a merchant's customers at a vendor order's checkout; null when none was given. */
  display_name: string | null;
  scopes: string[];
  ip_allowlist: Generated<string[]>;
  created_at: CreatedAt;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface ApiKeyNoncesTable {
  key_id: string;
  nonce: string;
  expires_at: Date;
}
