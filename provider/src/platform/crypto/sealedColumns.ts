// The columns kept sealed at rest, and the start-up pass that seals what an older release stored in plain text and
// re-seals what an older key sealed, so a retired key can leave FIELD_ENCRYPTION_KEYS once a provider has started.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { FieldCipher, SealedField } from './fieldCipher.ts';

interface SealedColumn {
  table: string;
  column: string;
  /** The blind index column kept beside it, for look-ups by equality. */
  index?: string;
}

const SEALED_COLUMNS: Readonly<Record<SealedField, SealedColumn>> = {
  'users.totp_secret': { table: 'users', column: 'totp_secret' },
  'users.totp_pending_secret': { table: 'users', column: 'totp_pending_secret' },
  'kyc_docs.document_number': {
    table: 'kyc_docs',
    column: 'document_number',
    index: 'document_number_index',
  },
  'nominees.pan_no': { table: 'nominees', column: 'pan_no' },
  'api_keys.secret': { table: 'api_keys', column: 'secret' },
  'shop_orders.code': { table: 'shop_orders', column: 'code' },
  'sub_brokers.pan': { table: 'sub_brokers', column: 'pan' },
  'reserve_snapshots.secret': { table: 'reserve_snapshots', column: 'secret' },
};

const BATCH = 500;

/**
 * Runs before the provider listens. Not a migration: a migration runs once and cannot read the key, while
 * re-sealing must follow every rotation. Each row is a compare-and-set, so providers starting together are safe,
 * and a value no listed key opens stops the start (the message names the column and key, never the value).
 * Answers how many values were sealed or re-sealed now, per column.
 */
export async function sealColumnsAtRest(
  db: Database,
  cipher: FieldCipher,
): Promise<Partial<Record<SealedField, number>>> {
  const done: Partial<Record<SealedField, number>> = {};
  for (const [field, column] of Object.entries(SEALED_COLUMNS) as [SealedField, SealedColumn][]) {
    const count = await resealColumn(db, cipher, field, column);
    if (count > 0) done[field] = count;
  }
  return done;
}

async function resealColumn(
  db: Database,
  cipher: FieldCipher,
  field: SealedField,
  { table, column, index }: SealedColumn,
): Promise<number> {
  const value = sql.ref(column);
  const prefix = cipher.currentPrefix;
  const indexPrefix = cipher.currentIndexPrefix;
  const stale = index
    ? sql`(left(${value}, ${prefix.length}) <> ${prefix}
          or ${sql.ref(index)} is null or left(${sql.ref(index)}, ${indexPrefix.length}) <> ${indexPrefix})`
    : sql`left(${value}, ${prefix.length}) <> ${prefix}`;
  let count = 0;
  for (let after = 0; ; ) {
    const { rows } = await sql<{ id: number; value: string }>`
      select id, ${value} as value from ${sql.table(table)}
      where id > ${after} and ${value} is not null and ${stale}
      order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return count;
    for (const row of rows) {
      const plain = cipher.keyIdOf(row.value) === null ? row.value : cipher.open(field, row.value);
      const indexSet = index ? sql`, ${sql.ref(index)} = ${cipher.blindIndex(field, plain)}` : sql``;
      const updated = await sql`
        update ${sql.table(table)} set ${value} = ${cipher.seal(field, plain)}${indexSet}
        where id = ${row.id} and ${value} = ${row.value}`.execute(db);
      count += Number(updated.numAffectedRows ?? 0);
      after = row.id;
    }
  }
}
