// The subBroker domain: applications and their review, clients invited or linked at sign-up, commissions on the
// clients' fees (a swept job), statements, and withdrawals on a client's behalf (docs/sub-brokers.md).
import fp from 'fastify-plugin';
import { ClientWithdrawals } from './clientWithdrawals.ts';
import { CommissionService } from './commissions.ts';
import { registerSubBrokerStatementRoutes } from './statementRoutes.ts';
import { registerSubBrokerAdminRoutes } from './subBrokerAdminRoutes.ts';
import { registerSubBrokerRoutes } from './subBrokerRoutes.ts';
import { SubBrokerService } from './subBrokerService.ts';

export { subBrokerRecords } from './subBrokerService.ts';

export const subBrokerDomain = fp(
  async (app) => {
    const { platform } = app;
    const { db, clock, config, cipher, otp, events, log, serve } = platform;
    const subBrokers = new SubBrokerService(db, clock, { cipher, otp, events });
    // A sub-broker's code in the referral field makes the person their client.
    platform.signUps.add((trx, userId, codes) => subBrokers.linkAtSignUp(trx, userId, codes.referral));
    const commissions = new CommissionService(db, clock, {
      percent: config.SUB_BROKER_COMMISSION_PERCENT,
      sweepMs: config.SUB_BROKER_COMMISSION_SWEEP_MS,
      queue: platform.queue('sub-broker commission'),
      log,
    });
    registerSubBrokerRoutes(
      serve,
      subBrokers,
      new ClientWithdrawals(db, { otp, withdrawals: app.money.withdrawals }),
    );
    registerSubBrokerStatementRoutes(serve, { db, clock, commissions });
    platform.operator.register((serve) => registerSubBrokerAdminRoutes(serve, subBrokers));
    platform.lifecycle.add(commissions);
  },
  { name: 'subBroker', dependencies: ['wallet'] },
);
