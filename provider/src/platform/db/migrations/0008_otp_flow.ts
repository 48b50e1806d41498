// OTP tries made without the login that passed the password are counted apart (otpService.ts), so a stranger's
// guesses cannot void the owner's code.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table otps add column unbound_attempts integer not null default 0`.execute(db);
  },
};
