// What the operator's review reads: the profiles waiting for a decision, and one person's record with its reviews.
import { KYC_STATES } from '@sikka/shared/kyc/status';
import type { Database } from '../../platform/db/database.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';

/** Submitted or in review, oldest first (the operator takes them in order). */
export function waitingForReview(db: Database) {
  return db
    .selectFrom('users')
    .innerJoin('kyc_profiles', 'kyc_profiles.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.mobile_number', 'users.re_kyc', 'kyc_profiles.submitted_at'])
    .where('users.verification_status', 'in', [
      KYC_STATES.submitted.verification_status,
      KYC_STATES.inReview.verification_status,
    ])
    .orderBy('kyc_profiles.submitted_at')
    .limit(200)
    .execute();
}

export function userForReview(db: Database, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function reviewsOf(db: Database, userId: number) {
  return db.selectFrom('kyc_reviews').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
