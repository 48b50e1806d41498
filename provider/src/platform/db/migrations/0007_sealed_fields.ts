// Second-factor secrets and document numbers are stored sealed (crypto/fieldCipher.ts): a blind index beside the
// document number for look-ups by equality, and checks that refuse a plain value. Rows already there are sealed
// at start-up (crypto/sealedColumns.ts), hence NOT VALID: the checks hold for every row written from now on.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      alter table kyc_docs add column document_number_index text;
      create index kyc_docs_document_number_index on kyc_docs (document_type, document_number_index);
      alter table users add constraint users_totp_secret_sealed
        check (totp_secret is null or totp_secret like 'enc_:%') not valid;
      alter table users add constraint users_totp_pending_secret_sealed
        check (totp_pending_secret is null or totp_pending_secret like 'enc_:%') not valid;
      alter table kyc_docs add constraint kyc_docs_document_number_sealed
        check (document_number is null or document_number like 'enc_:%') not valid;
    `.execute(db);
  },
};
