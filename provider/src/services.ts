// What every route module is handed: configuration, the database, the clock, and the domain services built on them.

import type { LoginGuard } from './auth/loginGuard.ts';
import type { Passwords } from './auth/passwords.ts';
import type { Tokens } from './auth/tokens.ts';
import type { BasketService } from './basket/basketService.ts';
import type { PlanService } from './basket/planService.ts';
import type { Captcha } from './captcha/captcha.ts';
import type { Clock } from './clock.ts';
import type { ProviderConfig } from './config.ts';
import type { FieldCipher } from './crypto/fieldCipher.ts';
import type { Database } from './db/database.ts';
import type { DevOutbox } from './delivery/devOutbox.ts';
import type { UserEvents } from './events/userEvents.ts';
import type { ExchangeService } from './exchange/exchangeService.ts';
import type { GiftService } from './gifting/giftService.ts';
import type { RateLimiter } from './http/rateLimit.ts';
import type { KycServices } from './kyc/kycServices.ts';
import type { LendingService } from './lending/lendingService.ts';
import type { MarketService } from './market/marketService.ts';
import type { Campaigns } from './marketing/campaigns.ts';
import type { Announcements } from './notifications/announcements.ts';
import type { OtpService } from './otp/otpService.ts';
import type { StreamHub } from './realtime/streamHub.ts';
import type { RewardService } from './rewards/rewardService.ts';
import type { ClientWithdrawals } from './subBroker/clientWithdrawals.ts';
import type { SubBrokerService } from './subBroker/subBrokerService.ts';
import type { MaintenanceSwitch } from './system/maintenance.ts';
import type { MoneyServices } from './wallet/moneyServices.ts';

export interface Services {
  config: ProviderConfig;
  db: Database;
  clock: Clock;
  passwords: Passwords;
  /** Seals and opens sensitive columns (second factors, document numbers) at rest. */
  cipher: FieldCipher;
  tokens: Tokens;
  otp: OtpService;
  captcha: Captcha;
  limiter: RateLimiter;
  /** Per-account defence of passwords: a captcha after a few wrong ones, the owner told. */
  loginGuard: LoginGuard;
  /** The development outbox, when it is the delivery in use (never in production). */
  outbox: DevOutbox | null;
  market: MarketService;
  stream: StreamHub;
  maintenance: MaintenanceSwitch;
  /** Wallets, deposits, withdrawals, instant buy/sell and history. */
  money: MoneyServices;
  /** Profile verification: the steps, the review and the auto-reviewer. */
  kyc: KycServices;
  /** The exchange core: engines, journal, settlement, market data. */
  exchange: ExchangeService;
  /** Each event's message, written in its transaction, and its push on the user's events channel after commit. */
  events: UserEvents;
  /** Scratch cards: the campaigns that award them, the rewards pool that pays them when revealed. */
  rewards: RewardService;
  /** Coins gifted to a mobile number: held in escrow until claimed, or returned when they expire. */
  gifts: GiftService;
  /** Loans against crypto: borrow, repay, the daily interest job and the price checks (docs/lending.md). */
  lending: LendingService;
  /** Crypto baskets: quotes, their all-or-nothing execution, holdings (docs/baskets.md). */
  baskets: BasketService;
  /** Systematic buying plans, one run per (plan, due time) on the job queue (docs/baskets.md). */
  plans: PlanService;
  /** Operators' announcements, fanned out to notifications in batches on the job queue. */
  announcements: Announcements;
  /** Campaign landing pages' content, set by operators. */
  campaigns: Campaigns;
  /** Sub-broker applications, their clients and invitations (docs/sub-brokers.md). */
  subBrokers: SubBrokerService;
  clientWithdrawals: ClientWithdrawals;
}
