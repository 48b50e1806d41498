// What every route module is handed: configuration, the database, the clock, and the domain services built on them.

import type { Captcha } from './domains/auth/captcha.ts';
import type { LoginGuard } from './domains/auth/loginGuard.ts';
import type { BasketService } from './domains/basket/basketService.ts';
import type { PlanService } from './domains/basket/planService.ts';
import type { ExchangeService } from './domains/exchange/exchangeService.ts';
import type { GiftService } from './domains/gifting/giftService.ts';
import type { KycServices } from './domains/kyc/kycServices.ts';
import type { LendingService } from './domains/lending/lendingService.ts';
import type { MarketService } from './domains/market/marketService.ts';
import type { Campaigns } from './domains/marketing/campaigns.ts';
import type { Announcements } from './domains/notifications/announcements.ts';
import type { RewardService } from './domains/rewards/rewardService.ts';
import type { ClientWithdrawals } from './domains/subBroker/clientWithdrawals.ts';
import type { SubBrokerService } from './domains/subBroker/subBrokerService.ts';
import type { MoneyServices } from './domains/wallet/moneyServices.ts';
import type { Clock } from './platform/clock.ts';
import type { ProviderConfig } from './platform/config.ts';
import type { FieldCipher } from './platform/crypto/fieldCipher.ts';
import type { Passwords } from './platform/crypto/passwords.ts';
import type { Database } from './platform/db/database.ts';
import type { DevOutbox } from './platform/delivery/devOutbox.ts';
import type { UserEvents } from './platform/events/userEvents.ts';
import type { RateLimiter } from './platform/http/rateLimit.ts';
import type { Tokens } from './platform/identity/tokens.ts';
import type { OtpService } from './platform/otp/otpService.ts';
import type { StreamHub } from './platform/realtime/streamHub.ts';
import type { MaintenanceSwitch } from './platform/system/maintenance.ts';

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
