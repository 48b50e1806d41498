// Kysely's view of the provider's tables, one module per domain under tables/; the DDL that creates them is in
// migrations/ (keep the two in step: schema.test.ts compares them).

import type { PriceAlertsTable } from './tables/alerts.ts';
import type { ApiKeyNoncesTable, ApiKeysTable } from './tables/apiKeys.ts';
import type {
  BasketFillsTable,
  BasketHoldingsTable,
  BasketOrdersTable,
  BasketQuotesTable,
  BuyingPlansTable,
  PlanRunsTable,
} from './tables/basket.ts';
import type {
  ExchangeJournalTable,
  ExchangeOrdersTable,
  ExchangeOwnersTable,
  ExchangeSnapshotsTable,
  ExchangeTradesTable,
  FavouritePairsTable,
} from './tables/exchange.ts';
import type {
  CaptchaSpentTable,
  DevOutboxTable,
  OtpSendsTable,
  OtpsTable,
  RateLimitsTable,
  RevokedTokensTable,
  SessionPanChecksTable,
  SystemSettingsTable,
  TwoFactorRecoveryCodesTable,
  UserBrowsersTable,
  UsersTable,
} from './tables/identity.ts';
import type { OrdersTable, QuotesTable } from './tables/instant.ts';
import type {
  KycDocsTable,
  KycDocumentsTable,
  KycProfilesTable,
  KycReviewsTable,
  UpiIdsTable,
} from './tables/kyc.ts';
import type {
  IdempotencyKeysTable,
  JournalEntriesTable,
  JournalLinesTable,
  LedgerAccountsTable,
  VdaEnteredCostsTable,
  VdaMovesTable,
} from './tables/ledger.ts';
import type { InvoiceSeriesTable, InvoicesTable, LoanEventsTable, LoansTable } from './tables/lending.ts';
import type {
  AnnouncementsTable,
  MessageDeliveriesTable,
  MessagesTable,
  NotificationPreferencesTable,
  NotificationsTable,
  RecordedEventsTable,
} from './tables/messages.ts';
import type { ReserveLeavesTable, ReserveSnapshotsTable } from './tables/reserves.ts';
import type {
  GiftQuotesTable,
  GiftsTable,
  RewardsTable,
  UmaHandlesTable,
  UmaTransfersTable,
} from './tables/rewards.ts';
import type {
  ShopOrdersTable,
  ShopQuotesTable,
  ShopStockTable,
  VendorOrderQuotesTable,
  VendorOrdersTable,
} from './tables/shop.ts';
import type {
  SubBrokerClientsTable,
  SubBrokerCommissionsTable,
  SubBrokerInvitationsTable,
  SubBrokersTable,
  SubBrokerTdsYearsTable,
} from './tables/subBroker.ts';
import type { NomineesTable, UserImagesTable, UserNoticesTable } from './tables/user.ts';
import type {
  BankAccountsTable,
  DepositAddressesTable,
  DepositsTable,
  EsignRequestsTable,
  PaymentsTable,
  WithdrawalsTable,
} from './tables/wallet.ts';

export type * from './tables/alerts.ts';
export type * from './tables/apiKeys.ts';
export type * from './tables/basket.ts';
export type * from './tables/columns.ts';
export type * from './tables/exchange.ts';
export type * from './tables/identity.ts';
export type * from './tables/instant.ts';
export type * from './tables/kyc.ts';
export type * from './tables/ledger.ts';
export type * from './tables/lending.ts';
export type * from './tables/messages.ts';
export type * from './tables/reserves.ts';
export type * from './tables/rewards.ts';
export type * from './tables/shop.ts';
export type * from './tables/subBroker.ts';
export type * from './tables/user.ts';
export type * from './tables/wallet.ts';

export interface Tables {
  users: UsersTable;
  kyc_docs: KycDocsTable;
  otps: OtpsTable;
  otp_sends: OtpSendsTable;
  revoked_tokens: RevokedTokensTable;
  session_pan_checks: SessionPanChecksTable;
  captcha_spent: CaptchaSpentTable;
  rate_limits: RateLimitsTable;
  dev_outbox: DevOutboxTable;
  user_notices: UserNoticesTable;
  user_images: UserImagesTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  nominees: NomineesTable;
  upi_ids: UpiIdsTable;
  system_settings: SystemSettingsTable;
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  journal_lines: JournalLinesTable;
  idempotency_keys: IdempotencyKeysTable;
  vda_moves: VdaMovesTable;
  vda_entered_costs: VdaEnteredCostsTable;
  bank_accounts: BankAccountsTable;
  kyc_profiles: KycProfilesTable;
  kyc_reviews: KycReviewsTable;
  kyc_documents: KycDocumentsTable;
  deposit_addresses: DepositAddressesTable;
  deposits: DepositsTable;
  payments: PaymentsTable;
  withdrawals: WithdrawalsTable;
  esign_requests: EsignRequestsTable;
  quotes: QuotesTable;
  orders: OrdersTable;
  exchange_journal: ExchangeJournalTable;
  exchange_snapshots: ExchangeSnapshotsTable;
  exchange_owners: ExchangeOwnersTable;
  exchange_orders: ExchangeOrdersTable;
  exchange_trades: ExchangeTradesTable;
  api_keys: ApiKeysTable;
  api_key_nonces: ApiKeyNoncesTable;
  messages: MessagesTable;
  announcements: AnnouncementsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  recorded_events: RecordedEventsTable;
  message_deliveries: MessageDeliveriesTable;
  rewards: RewardsTable;
  gifts: GiftsTable;
  gift_quotes: GiftQuotesTable;
  user_browsers: UserBrowsersTable;
  favourite_pairs: FavouritePairsTable;
  uma_handles: UmaHandlesTable;
  uma_transfers: UmaTransfersTable;
  shop_stock: ShopStockTable;
  shop_quotes: ShopQuotesTable;
  shop_orders: ShopOrdersTable;
  sub_brokers: SubBrokersTable;
  sub_broker_invitations: SubBrokerInvitationsTable;
  sub_broker_clients: SubBrokerClientsTable;
  sub_broker_commissions: SubBrokerCommissionsTable;
  sub_broker_tds_years: SubBrokerTdsYearsTable;
  loans: LoansTable;
  loan_events: LoanEventsTable;
  invoice_series: InvoiceSeriesTable;
  invoices: InvoicesTable;
  basket_quotes: BasketQuotesTable;
  basket_orders: BasketOrdersTable;
  basket_fills: BasketFillsTable;
  basket_holdings: BasketHoldingsTable;
  buying_plans: BuyingPlansTable;
  plan_runs: PlanRunsTable;
  vendor_orders: VendorOrdersTable;
  vendor_order_quotes: VendorOrderQuotesTable;
  reserve_snapshots: ReserveSnapshotsTable;
  reserve_leaves: ReserveLeavesTable;
  price_alerts: PriceAlertsTable;
}
