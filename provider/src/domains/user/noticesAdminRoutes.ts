// The operator's notices (inside the guarded operator scope, system/operatorScope.ts): POST /admin/notices sets the
// §2 banners, the 'Important Message' popup and/or the §3 TDS message flag of one user, or of every user, as
// GET /user/notices then answers them. No push: the shell reads its notices on each route change (§4's data refresh).
import { userOperatorCalls as calls } from '@sikka/shared/user/operatorCalls';
import type { ServeOperator } from '../../platform/http/contract.ts';
import { messageError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { setNotices } from './noticesRepo.ts';

const NO_USER = 'No such user';

export function registerNoticesAdminRoutes(serve: ServeOperator, services: Platform): void {
  serve(calls.setNotices, async ({ request, input }) => {
    const { user_id, ...change } = input;
    const target = user_id === undefined ? 'everyone' : { userId: user_id };
    const updated = await setNotices(services.db, target, change, services.clock.now());
    if (user_id !== undefined && updated === 0) throw messageError(404, NO_USER);
    request.log.info({ user_id: user_id ?? 'everyone', updated }, 'notices set by an operator');
    return { updated };
  });
}
