// The rewards domain: scratch cards that campaigns award on the events that earn them (and on a sign-up's codes),
// paid from the rewards pool when revealed.
import fp from 'fastify-plugin';
import { registerRewardAdminRoutes } from './rewardAdminRoutes.ts';
import { registerRewardRoutes } from './rewardRoutes.ts';
import { RewardService } from './rewardService.ts';

export { seedRewardsPool } from './rewardsPool.ts';

export const rewardsDomain = fp(
  async (app) => {
    const { platform } = app;
    const { db, clock, events, wallets, log, serve } = platform;
    const rewards = new RewardService(db, clock, app.market, events, wallets, log);
    // The campaigns listen for the events that earn their cards (docs/rewards.md).
    rewards.listen();
    platform.signUps.add((trx, userId, codes) => rewards.signedUp(trx, userId, codes));
    registerRewardRoutes(serve, rewards);
    platform.operator.register((serve) => registerRewardAdminRoutes(serve, rewards));
  },
  { name: 'rewards', dependencies: ['market'] },
);
