// The operator's decisions on sub-broker applications, inside the guarded operator scope
// (system/operatorScope.ts): list the pending ones, approve (a code, is_subbroker) or reject with a reason.
import { subBrokerOperatorCalls as calls } from '@sikka/shared/subBroker/operatorCalls';
import { z } from 'zod';
import type { ServeOperator } from '../../platform/http/contract.ts';
import { parseWith } from '../../platform/http/parse.ts';
import type { SubBrokerService } from './subBrokerService.ts';

const params = z.object({ userId: z.coerce.number().int().positive() });

export function registerSubBrokerAdminRoutes(serve: ServeOperator, subBrokers: SubBrokerService): void {
  serve(calls.pending, () => subBrokers.pending());

  serve(calls.approve, async ({ request }) => {
    const { userId } = parseWith(params, request.params);
    const application = await subBrokers.decide(userId, { approve: true });
    request.log.info({ subBroker: userId, code: application.code }, 'sub-broker approved by an operator');
    return { user_id: userId, ...application };
  });

  serve(calls.reject, async ({ request, input: { reason } }) => {
    const { userId } = parseWith(params, request.params);
    const application = await subBrokers.decide(userId, { approve: false, reason });
    request.log.info({ subBroker: userId }, 'sub-broker application rejected by an operator');
    return { user_id: userId, ...application };
  });
}
