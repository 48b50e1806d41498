// The account's nominee at rest (nominees): one row per account, saved whole, the PAN sealed.
import type { Nominee, NomineeResponse } from '@sikka/shared/user/nominee';
import type { FieldCipher } from '../../platform/crypto/fieldCipher.ts';
import type { Database } from '../../platform/db/database.ts';
import { maskPan } from '../kyc/index.ts';

type NomineeOnFile = NonNullable<NomineeResponse['nominee']>;

/** The nominee as answered, the PAN masked; null when there is none yet. */
export async function nomineeOf(
  db: Database,
  cipher: FieldCipher,
  userId: number,
): Promise<NomineeOnFile | null> {
  const row = await db.selectFrom('nominees').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const pan = cipher.openOrNull('nominees.pan_no', row.pan_no);
  return {
    nominee_name: row.nominee_name,
    dob: row.dob,
    relationship: row.relationship as NomineeOnFile['relationship'],
    gender: row.gender as NomineeOnFile['gender'],
    contact_number: row.contact_number,
    pan_masked: pan ? maskPan(pan) : null,
    address: row.address,
  };
}

/** Keeps the nominee, replacing the one before; an empty PAN is kept as none. */
export async function saveNominee(
  db: Database,
  cipher: FieldCipher,
  userId: number,
  nominee: Nominee,
  at: Date,
): Promise<void> {
  const values = {
    nominee_name: nominee.nominee_name,
    dob: nominee.dob,
    relationship: nominee.relationship,
    gender: nominee.gender,
    contact_number: nominee.contact_number,
    pan_no: nominee.pan_no === '' ? null : cipher.seal('nominees.pan_no', nominee.pan_no),
    address: nominee.address,
    updated_at: at,
  };
  await db
    .insertInto('nominees')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
