// Profile verification (KYC): each user's progress through the steps, the review decisions, and what the bank
// account gained from the penny drop.
import { type Kysely, type Migration, sql } from 'kysely';

/**
 * One kyc_profiles row per user who began verification. PAN and the Aadhaar reference live in kyc_docs beside
 * the PAN that sign-in already reads; only Aadhaar's last four digits are kept readable. personal and address
 * are the step's body as accepted (shared/src/kyc/schemas.ts). redo_steps are the steps a rejection asked for
 * again; a step leaves the list when it is saved anew. kyc_reviews is the append-only record of decisions.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table kyc_profiles (
        user_id integer primary key references users (id) on delete cascade,
        pan_verified_at timestamptz,
        aadhaar_last_four text check (aadhaar_last_four ~ '^[0-9]{4}$'),
        aadhaar_verified_at timestamptz,
        personal jsonb,
        address jsonb,
        redo_steps text[] not null default '{}',
        rejection_reason text,
        submitted_at timestamptz,
        reviewed_at timestamptz,
        updated_at timestamptz not null default now()
      );

      create table kyc_reviews (
        id integer generated always as identity primary key,
        user_id integer not null references users (id) on delete cascade,
        decision text not null check (decision in ('approved', 'rejected', 're_kyc')),
        reason text,
        steps text[] not null default '{}',
        reviewer text not null,
        created_at timestamptz not null default now()
      );
      create index kyc_reviews_user on kyc_reviews (user_id, id);

      alter table bank_accounts
        add column bank_name text,
        add column name_at_bank text,
        add column name_match integer check (name_match between 0 and 100),
        add column verified_at timestamptz;
    `.execute(db);
  },
};
