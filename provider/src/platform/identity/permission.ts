// docs/requirements.md §6: money-moving actions (deposits, withdrawals, order execution) need a Verified profile (§4); the
// refusal is a plain `{message}` 403 with §6's text for the user's state.
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import { actionPermission } from '@sikka/shared/user/verification';
import { messageError } from '../http/errors.ts';
import type { UserRow } from './usersRepo.ts';

export function requireVerified(user: UserRow): void {
  const permission = actionPermission(user, SUPPORT_CONTACT.phone);
  if (!permission.allowed) throw messageError(403, permission.message);
}
