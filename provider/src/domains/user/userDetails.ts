// A user as GET /user-details answers it: docs/requirements.md §3's User, which shared/src/user/schemas.ts userSchema checks.

import type { User } from '@sikka/shared/user/schemas';
import { verificationStatus } from '@sikka/shared/user/verification';
import type { Database } from '../../platform/db/database.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';
import { heldOrderOf } from '../declaration/index.ts';
import { kycRequired } from '../kyc/index.ts';
import { subBrokerRecords } from '../subBroker/index.ts';

/** §3 User plus `force_password_reset` (the §2 forced-reset screen is due), which shared's schema does not name yet. */
export type UserDetails = User & { force_password_reset: 0 | 1 };

export async function userDetails(db: Database, user: UserRow): Promise<UserDetails> {
  const docs = await db
    .selectFrom('kyc_docs')
    .select(['document_type', 'name_in_doc', 'dob_as_per_doc'])
    .where('user_id', '=', user.id)
    .orderBy('id')
    .execute();
  return {
    id: user.id,
    email: user.email,
    mobile_number: user.mobile_number,
    name: user.name,
    avatar: user.avatar,
    verification_status: user.verification_status,
    status: user.status,
    re_kyc: user.re_kyc,
    ga_enabled: user.ga_enabled,
    esign_request: await heldOrderOf(db, user.id),
    // §3/§2: the approved record's id, which (with is_subbroker) shows the Sub-Broker menu entry.
    subbroker: await subBrokerRecords(db, user.id),
    is_subbroker: user.is_subbroker,
    // The document number (the PAN itself) is never sent back.
    kyc_doc: docs,
    verificationStatusText: verificationStatus(user),
    kyc_required: await kycRequired(db, user.id),
    force_password_reset: user.force_password_reset ? 1 : 0,
  };
}
