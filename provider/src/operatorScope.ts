// The operator calls (/admin/*, ADMIN_TOKEN) as one guarded Fastify scope: the guard is the scope's own hook, which
// runs on the route the router matched, so no spelling of a path reaches an operator handler without the token.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerKycAdminRoutes } from './domains/kyc/kycAdminRoutes.ts';
import { registerMarketingAdminRoutes } from './domains/marketing/marketingAdminRoutes.ts';
import { registerAnnouncementAdminRoutes } from './domains/notifications/announcementAdminRoutes.ts';
import { registerRewardAdminRoutes } from './domains/rewards/rewardAdminRoutes.ts';
import { registerSubBrokerAdminRoutes } from './domains/subBroker/subBrokerAdminRoutes.ts';
import { registerNoticesAdminRoutes } from './domains/user/noticesAdminRoutes.ts';
import { messageError } from './platform/http/errors.ts';
import { registerLedgerAdminRoutes } from './platform/ledger/ledgerAdminRoutes.ts';
import { registerMaintenanceRoutes } from './platform/system/maintenanceRoutes.ts';
import type { Services } from './services.ts';

export const OPERATOR_PREFIX = '/admin';

function authorised(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Registers every operator route inside the scope; a route added to this list is guarded without a word more. */
export function registerOperatorScope(app: FastifyInstance, services: Services, adminToken: string): void {
  void app.register(
    async (operator) => {
      // Refuses by default: the hook runs before parsing, on every route and on the scope's not-found answer.
      operator.addHook('onRequest', async (request) => {
        if (!authorised(request, adminToken)) throw messageError(401, 'Unauthorised');
      });
      operator.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
      registerMaintenanceRoutes(operator, services.maintenance);
      registerLedgerAdminRoutes(operator, services.db);
      registerKycAdminRoutes(operator, services);
      registerRewardAdminRoutes(operator, services.rewards);
      registerAnnouncementAdminRoutes(operator, services.announcements);
      registerNoticesAdminRoutes(operator, services);
      registerMarketingAdminRoutes(operator, services.campaigns);
      registerSubBrokerAdminRoutes(operator, services.subBrokers);
    },
    { prefix: OPERATOR_PREFIX },
  );
}
