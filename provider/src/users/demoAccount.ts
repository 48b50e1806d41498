// The demo account of the embedded default (DESIGN.md fixed addresses): seeded at start-up, never in production.
import type { Passwords } from '../auth/passwords.ts';
import type { Database } from '../db/database.ts';
import { PAN_DOCUMENT } from './usersRepo.ts';

export const DEMO_ACCOUNT = {
  mobile_number: '9999999999',
  password: 'Demo@1234',
  email: 'demo@sikka.example',
  name: 'Demo User',
  pan_number: 'ABCDE1234F',
} as const;

/** Creates the demo account unless it exists (its password and state are then left as they are). */
export async function seedDemoAccount(
  db: Database,
  passwords: Passwords,
): Promise<{ id: number; created: boolean }> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('mobile_number', '=', DEMO_ACCOUNT.mobile_number)
    .executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  const passwordHash = await passwords.hash(DEMO_ACCOUNT.password);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        mobile_number: DEMO_ACCOUNT.mobile_number,
        email: DEMO_ACCOUNT.email,
        name: DEMO_ACCOUNT.name,
        password_hash: passwordHash,
        // SPEC.md §4 Verified: verification_status 21 and status 1.
        verification_status: 21,
        status: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('kyc_docs')
      .values({
        user_id: id,
        document_type: PAN_DOCUMENT,
        document_number: DEMO_ACCOUNT.pan_number,
        name_in_doc: DEMO_ACCOUNT.name.toUpperCase(),
        dob_as_per_doc: '01/01/1990',
      })
      .execute();
    return { id, created: true };
  });
}
