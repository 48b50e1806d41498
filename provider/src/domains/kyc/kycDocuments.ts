// The documents of verification: their bytes sealed (FIELD_ENCRYPTION_KEYS) in the document store under a fresh
// key per upload, their record in kyc_documents. A replaced upload's old object is removed after the new record
// commits; an upload whose record fails removes its own object, so the store keeps no orphan of a refused call.
import { createHash, randomUUID } from 'node:crypto';
import {
  KYC_DOCUMENT_KINDS,
  type KycDocument,
  type KycDocumentKind,
  type KycDocumentType,
} from '@sikka/shared/kyc/documents';
import type { Clock } from '../../platform/clock.ts';
import type { FieldCipher } from '../../platform/crypto/fieldCipher.ts';
import type { Database } from '../../platform/db/database.ts';
import type { DocumentStore } from '../../platform/documents/documentStore.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';

interface KeptDocument {
  key: string;
  type: KycDocumentType;
  size: number;
  sha256: string;
}

export class KycDocuments {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly cipher: FieldCipher,
    private readonly store: DocumentStore,
  ) {}

  /** What is on file, by kind (never the bytes). */
  async onFile(db: Database | Trx, userId: number): Promise<Record<KycDocumentKind, KycDocument | null>> {
    const rows = await db
      .selectFrom('kyc_documents')
      .select(['kind', 'content_type', 'size', 'uploaded_at'])
      .where('user_id', '=', userId)
      .execute();
    return Object.fromEntries(
      KYC_DOCUMENT_KINDS.map((kind) => {
        const row = rows.find((candidate) => candidate.kind === kind);
        return [
          kind,
          row
            ? { content_type: row.content_type, size: row.size, uploaded_at: row.uploaded_at.toISOString() }
            : null,
        ];
      }),
    ) as Record<KycDocumentKind, KycDocument | null>;
  }

  /** Seals checked bytes into the store under a new key; record() then makes them the person's document. */
  async keep(
    userId: number,
    kind: KycDocumentKind,
    type: KycDocumentType,
    bytes: Uint8Array,
  ): Promise<KeptDocument> {
    const key = `kyc/${userId}/${kind}-${randomUUID()}`;
    await this.store.put(key, this.cipher.sealBytes('kyc_documents', bytes));
    return { key, type, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  /** Makes a kept upload the person's document of its kind; answers the key it replaced, if any. */
  async record(trx: Trx, userId: number, kind: KycDocumentKind, kept: KeptDocument): Promise<string | null> {
    const previous = await trx
      .selectFrom('kyc_documents')
      .select('storage_key')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .forUpdate()
      .executeTakeFirst();
    const values = {
      content_type: kept.type,
      size: kept.size,
      sha256: kept.sha256,
      storage_key: kept.key,
      uploaded_at: this.clock.now(),
    };
    await trx
      .insertInto('kyc_documents')
      .values({ user_id: userId, kind, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(values))
      .execute();
    return previous?.storage_key ?? null;
  }

  /** Removes a stored object that no record names (a replaced or refused upload). */
  async discard(key: string): Promise<void> {
    await this.store.delete(key);
  }

  /** The person's document of a kind, opened, for the reviewer; null when there is none. */
  async open(userId: number, kind: KycDocumentKind): Promise<{ type: string; bytes: Buffer } | null> {
    const row = await this.db
      .selectFrom('kyc_documents')
      .select(['storage_key', 'content_type'])
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!row) return null;
    const sealed = await this.store.get(row.storage_key);
    if (!sealed) throw new Error(`the document store lost ${row.storage_key}`);
    return { type: row.content_type, bytes: this.cipher.openBytes('kyc_documents', sealed) };
  }
}
