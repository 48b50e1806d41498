// The operator's decisions on sub-broker applications, inside the guarded operator scope
// (system/operatorScope.ts): list the pending ones, approve (a code, is_subbroker) or reject with a reason.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../../platform/http/parse.ts';
import type { SubBrokerService } from './subBrokerService.ts';

const params = z.object({ userId: z.coerce.number().int().positive() });
const rejection = z.object({ reason: z.string().trim().min(1, 'Give a reason').max(500) }).strict();

export function registerSubBrokerAdminRoutes(operator: FastifyInstance, subBrokers: SubBrokerService): void {
  operator.get('/sub-brokers/pending', () => subBrokers.pending());

  operator.post('/sub-brokers/:userId/approve', async (request) => {
    const { userId } = parseWith(params, request.params);
    const application = await subBrokers.decide(userId, { approve: true });
    request.log.info({ subBroker: userId, code: application.code }, 'sub-broker approved by an operator');
    return { user_id: userId, ...application };
  });

  operator.post('/sub-brokers/:userId/reject', async (request) => {
    const { userId } = parseWith(params, request.params);
    const { reason } = parseWith(rejection, request.body);
    const application = await subBrokers.decide(userId, { approve: false, reason });
    request.log.info({ subBroker: userId }, 'sub-broker application rejected by an operator');
    return { user_id: userId, ...application };
  });
}
