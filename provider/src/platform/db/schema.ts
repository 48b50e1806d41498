// Kysely's view of the provider's tables; the DDL that creates them is in migrations/ (keep the two in step).
import type { ColumnType, Generated } from 'kysely';

/** A timestamptz the database fills in on insert and never changes. */
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UsersTable {
  id: Generated<number>;
  mobile_number: string | null;
  /** Lower-cased, so look-ups by e-mail need no function index. */
  email: string | null;
  name: string | null;
  avatar: string | null;
  password_hash: string;
  verification_status: Generated<number>;
  status: Generated<number>;
  re_kyc: Generated<number>;
  ga_enabled: Generated<number>;
  is_subbroker: Generated<number>;
  /** Base32 TOTP secret once Google Authenticator is on; the pending one between setup and enable. Sealed. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  /** The last accepted TOTP time step, so one authenticator code cannot be used twice. */
  totp_last_step: number | null;
  /** When 2FA settings last changed: withdrawals wait 24 h after it (docs/requirements.md §9). */
  two_factor_changed_at: Date | null;
  /** The §2 forced reset-password screen is due. */
  force_password_reset: Generated<boolean>;
  /** Session tokens issued before this second are refused (password changed; tokens from before session_epoch). */
  sessions_valid_after: Date | null;
  /** The live generation of sessions: a token carrying another is refused (a password, e-mail or 2FA change). */
  session_epoch: Generated<number>;
  created_at: CreatedAt;
}

export interface KycDocsTable {
  id: Generated<number>;
  user_id: number;
  document_type: string;
  /** The document's number (the PAN for document_type 'PAN'), sealed; never sent in user-details. */
  document_number: string | null;
  /** The number's blind index (FieldCipher.blindIndex), for look-ups by equality such as a PAN used twice. */
  document_number_index: string | null;
  name_in_doc: string | null;
  dob_as_per_doc: string | null;
  created_at: CreatedAt;
}

export type OtpChannel = 'sms' | 'email' | 'totp';

/** One pending verification per (identifier, purpose): an SMS/e-mail code, or an authenticator step. */
export interface OtpsTable {
  id: Generated<number>;
  identifier: string;
  purpose: number;
  channel: OtpChannel;
  destination: string | null;
  user_id: number | null;
  /** HMAC of purpose, identifier and code; null for an authenticator step. */
  code_hmac: string | null;
  /** What completing the step does (a pending sign-up, a mobile number to add). */
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  attempts: Generated<number>;
  /** Wrong tries of a flow-bound step made without its flow (a stranger's): they never void the owner's code. */
  unbound_attempts: Generated<number>;
  /** When the flow began; a resend may revive the step only for a while after it. */
  started_at: Date;
  sent_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface OtpSendsTable {
  id: Generated<number>;
  identifier: string;
  destination: string | null;
  purpose: number;
  sent_at: Date;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: Date;
}

export interface SessionPanChecksTable {
  jti: string;
  user_id: number;
  expires_at: Date;
}

export interface CaptchaSpentTable {
  challenge: string;
  expires_at: Date;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date;
  count: number;
}

export interface DevOutboxTable {
  id: Generated<number>;
  to: string;
  channel: string;
  purpose: number;
  code: string;
  text: string;
  at: Date;
}

export interface UserNoticesTable {
  user_id: number;
  banners: ColumnType<string[], string | undefined, string>;
  interrupt_message: string | null;
  important_message: string | null;
  tds_message: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface UserImagesTable {
  user_id: number;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: Buffer;
  updated_at: Generated<Date>;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface NomineesTable {
  id: Generated<number>;
  user_id: number;
  nominee_name: string;
  dob: string;
  relationship: string;
  gender: string;
  contact_number: string;
  /** Sealed (crypto/sealedColumns.ts). */
  pan_no: string | null;
  address: string;
  updated_at: Generated<Date>;
}

export interface UpiIdsTable {
  id: Generated<number>;
  user_id: number;
  upi_id: string;
  created_at: Generated<Date>;
}

export interface SystemSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
}

/** A numeric(38,0) amount: pg answers it as a string; write a bigint or a string. */
export type MinorUnits = ColumnType<string, bigint | string, bigint | string>;

export type LedgerAccountKind =
  | 'available'
  | 'locked'
  | 'fees'
  | 'gst_payable'
  | 'tds_payable'
  | 'treasury'
  | 'bank'
  | 'chain'
  | 'rewards_pool'
  | 'gift_escrow'
  | 'lending_pool'
  | 'loan_collateral';

export interface LedgerAccountsTable {
  id: Generated<number>;
  user_id: number | null;
  kind: LedgerAccountKind;
  asset: string;
  balance: Generated<string>;
}

export interface JournalEntriesTable {
  id: Generated<string>;
  kind: string;
  user_id: number | null;
  reference: string | null;
  created_at: CreatedAt;
}

export interface JournalLinesTable {
  id: Generated<string>;
  entry_id: string | bigint;
  account_id: number;
  asset: string;
  amount: MinorUnits;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  operation: string;
  request_hash: string;
  status_code: number;
  response: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export interface BankAccountsTable {
  user_id: number;
  holder_name: string;
  account_number_masked: string;
  ifsc: string;
  verified: Generated<boolean>;
  /** From the bundled IFSC data set when the account was verified. */
  bank_name: Generated<string | null>;
  /** What the penny drop's bank answered as the holder's name, and how alike it is to the PAN name (0–100). */
  name_at_bank: Generated<string | null>;
  name_match: Generated<number | null>;
  verified_at: Generated<Date | null>;
  created_at: CreatedAt;
}

/** A verification document on file, its bytes sealed in the document store (migrations/0013_kyc_documents.ts). */
export interface KycDocumentsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'pan_card' | 'selfie';
  content_type: string;
  size: number;
  sha256: string;
  storage_key: string;
  uploaded_at: Date;
}

/** A user's progress through the verification steps (migrations/0005_kyc.ts). */
export interface KycProfilesTable {
  user_id: number;
  pan_verified_at: Date | null;
  aadhaar_last_four: string | null;
  aadhaar_verified_at: Date | null;
  personal: ColumnType<unknown, string | null, string | null>;
  address: ColumnType<unknown, string | null, string | null>;
  redo_steps: ColumnType<string[], string[] | undefined, string[]>;
  rejection_reason: string | null;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  documents_unlocked_until: Date | null;
  updated_at: Generated<Date>;
}

export interface KycReviewsTable {
  id: Generated<number>;
  user_id: number;
  decision: 'approved' | 'rejected' | 're_kyc';
  reason: string | null;
  steps: ColumnType<string[], string[] | undefined, string[]>;
  reviewer: string;
  created_at: CreatedAt;
}

export interface DepositAddressesTable {
  user_id: number;
  coin: string;
  address: string;
  created_at: CreatedAt;
}

/** held: arrived, credited to locked, waiting for the person's declaration (migrations/0012_declarations.ts). */
export type DepositStatus = 'pending' | 'held' | 'completed' | 'failed';

export interface DepositsTable {
  id: Generated<number>;
  user_id: number;
  asset: string;
  amount: MinorUnits;
  /** A rupee channel (UPI, IMPS, BANK_TRANSFER) or CHAIN: shared/src/wallet/calls.ts DEPOSIT_CHANNELS. */
  channel: 'UPI' | 'IMPS' | 'BANK_TRANSFER' | 'CHAIN';
  status: ColumnType<DepositStatus, DepositStatus | undefined, DepositStatus>;
  reference: string | null;
  address: string | null;
  tx_hash: string | null;
  confirmations: number | null;
  confirmations_required: number | null;
  failure_reason: string | null;
  created_at: Date;
  completed_at: Date | null;
}

export interface PaymentsTable {
  id: string;
  deposit_id: number;
  user_id: number;
  amount: MinorUnits;
  channel: string;
  pay_to: string;
  status: ColumnType<'created' | 'paid' | 'failed', 'created' | undefined, 'paid' | 'failed'>;
  utr: string | null;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
}

/** held: the funds locked, waiting for the person's declaration before it is requested of the bank or chain. */
export type WithdrawalStatus = 'held' | 'requested' | 'processing' | 'completed' | 'failed';

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  asset: string;
  amount: MinorUnits;
  destination: string;
  status: ColumnType<WithdrawalStatus, WithdrawalStatus | undefined, WithdrawalStatus>;
  failure_reason: string | null;
  simulate_failure: Generated<boolean>;
  tx_hash: string | null;
  created_at: Date;
  processing_at: Date | null;
  completed_at: Date | null;
  /** The sub-broker (sub_brokers.id) who started it for their client; null for the client's own. */
  started_by: number | null;
}

/** A declaration a held withdrawal or deposit waits for (migrations/0012_declarations.ts). */
export interface EsignRequestsTable {
  id: Generated<number>;
  user_id: number;
  order_type: 'SEND' | 'VIRTUAL_ACC_WITHDRAW' | 'WITHDRAW' | 'RECEIVE' | 'VIRTUAL_ACC_DEPOSIT' | 'DEPOSIT';
  asset: string;
  amount: MinorUnits;
  withdrawal_id: number | null;
  deposit_id: number | null;
  status: ColumnType<'pending' | 'signed', 'pending' | undefined, 'signed'>;
  source_of_funds: string | null;
  user_comment: string | null;
  created_at: Date;
  signed_at: Date | null;
}

export interface QuotesTable {
  id: string;
  user_id: number;
  side: 'buy' | 'sell';
  coin: string;
  unit: 'inr' | 'coin';
  amount: string;
  price: MinorUnits;
  fee_schedule: ColumnType<unknown, string, never>;
  quantity: MinorUnits;
  value: MinorUnits;
  fee: MinorUnits;
  gst: MinorUnits;
  tds: MinorUnits;
  total: MinorUnits;
  created_at: Date;
  expires_at: Date;
  executed_at: Date | null;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  quote_id: string;
  side: 'buy' | 'sell';
  coin: string;
  quantity: MinorUnits;
  price: MinorUnits;
  value: MinorUnits;
  fee: MinorUnits;
  gst: MinorUnits;
  tds: MinorUnits;
  total: MinorUnits;
  created_at: Date;
}

/** An int8 that is no amount (a sequence number, an id): read as a string (exact), written from a bigint or a string. */
type Int8 = ColumnType<string, bigint | string, bigint | string>;

/** Every accepted exchange command of a pair, in order; the books are rebuilt from it and the snapshots. */
export interface ExchangeJournalTable {
  pair: string;
  seq: Int8;
  command: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export interface ExchangeSnapshotsTable {
  pair: string;
  seq: Int8;
  state: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

/** Orders as records for history and open orders (the engine's state is the journal's). */
export interface ExchangeOrdersTable {
  id: Int8;
  user_id: number;
  pair: string;
  status: string;
  record: ColumnType<unknown, string, string>;
  created_at: Date;
  updated_at: Date;
}

export interface ExchangeTradesTable {
  pair: string;
  id: Int8;
  at: Date;
  taker_side: 'buy' | 'sell';
  rate: MinorUnits;
  volume: MinorUnits;
  value: MinorUnits;
  maker_order: Int8;
  taker_order: Int8;
  maker_user: number;
  taker_user: number;
  maker_fee: MinorUnits;
  maker_gst: MinorUnits;
  maker_tds: MinorUnits;
  taker_fee: MinorUnits;
  taker_gst: MinorUnits;
  taker_tds: MinorUnits;
}

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
}

/** A basket's quote: its component instant quotes, executed together or not at all. */
export interface BasketQuotesTable {
  id: string;
  user_id: number;
  basket_id: string;
  side: 'buy' | 'sell' | 'rebalance';
  percent: number | null;
  quote_ids: string[];
  created_at: Date;
  expires_at: Date;
  executed_at: Date | null;
}

export interface BasketOrdersTable {
  id: Generated<number>;
  user_id: number;
  basket_id: string;
  side: 'buy' | 'sell' | 'rebalance';
  basket_quote_id: string | null;
  plan_run_id: string | null;
  created_at: Date;
}

export interface BasketFillsTable {
  basket_order_id: number;
  order_id: number;
  coin: string;
  side: 'buy' | 'sell';
  quantity: MinorUnits;
  total: MinorUnits;
}

/** Units and cost per (user, basket, coin): the sum of the basket's fills. */
export interface BasketHoldingsTable {
  user_id: number;
  basket_id: string;
  coin: string;
  units: MinorUnits;
  cost: MinorUnits;
}

export interface BuyingPlansTable {
  id: Generated<number>;
  user_id: number;
  target: string;
  amount: MinorUnits;
  frequency: 'daily' | 'weekly' | 'monthly';
  status: Generated<'active' | 'paused' | 'cancelled'>;
  next_due_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** One per (plan, due time): claimed in the run's own transaction. */
export interface PlanRunsTable {
  id: Generated<string>;
  plan_id: number;
  due_at: Date;
  status: 'bought' | 'skipped';
  amount: MinorUnits;
  reason: string | null;
  created_at: Date;
}

export interface MessagesTable {
  id: Generated<string>;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  is_read: Generated<boolean>;
  created_at: CreatedAt;
  /** One message per event (its own key): a replayed event writes nothing. */
  dedupe_key: string;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  reward_type_name: string;
  subject: string;
  body: string;
  description: string | null;
  segment: string;
  created_at: CreatedAt;
  /** The fan-out's progress: every user up to this id has the notification. */
  last_user_id: Generated<number>;
  done_at: Date | null;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: number;
  reward_type_name: 'REWARDS' | 'GENERIC' | 'OFFERS';
  subject: string;
  body: string;
  description: string | null;
  reward_id: number | null;
  announcement_id: number | null;
  is_read: Generated<boolean>;
  created_at: CreatedAt;
}

/** A switch a person set (the others are shared's DEFAULT_PREFERENCES). */
export interface NotificationPreferencesTable {
  user_id: number;
  category: 'transactions' | 'rewards' | 'offers' | 'security';
  channel: 'in_app' | 'sms' | 'email';
  enabled: boolean;
  updated_at: Generated<Date>;
}

/** Every event recorded, shown in the app or not: a replayed event does nothing. */
export interface RecordedEventsTable {
  user_id: number;
  dedupe_key: string;
  recorded_at: Generated<Date>;
}

/** An SMS or e-mail of an event or announcement, sent after its transaction commits. */
export interface MessageDeliveriesTable {
  id: Generated<string>;
  user_id: number;
  dedupe_key: string;
  channel: 'sms' | 'email';
  text: string;
  attempts: Generated<number>;
  created_at: CreatedAt;
  sent_at: Date | null;
}

export interface RewardsTable {
  id: Generated<number>;
  user_id: number;
  campaign: string;
  asset: string;
  /** In the asset's smallest unit (numeric: read as a string). */
  amount: ColumnType<string, string | bigint, string | bigint>;
  status: Generated<'pending' | 'revealed' | 'redeemed'>;
  earned_at: CreatedAt;
  revealed_at: Date | null;
  redeemed_at: Date | null;
}

export interface GiftsTable {
  id: Generated<number>;
  sender_id: number;
  recipient_mobile: string;
  recipient_id: number | null;
  coin: string;
  quantity: ColumnType<string, string | bigint, string | bigint>;
  /** Paise (numeric: read as a string). */
  inr_value: ColumnType<string, string | bigint, string | bigint>;
  message: Generated<string>;
  status: Generated<'sent' | 'claimed' | 'returned'>;
  created_at: CreatedAt;
  expires_at: Date;
  settled_at: Date | null;
  quote_id: string | null;
}

export interface GiftQuotesTable {
  id: string;
  user_id: number;
  coin: string;
  /** Paise. */
  worth: MinorUnits;
  coin_price: MinorUnits;
  fee_schedule: ColumnType<unknown, string, never>;
  /** The coin's smallest unit; the lines after it in paise. */
  quantity: MinorUnits;
  value: MinorUnits;
  fee: MinorUnits;
  gst: MinorUnits;
  tds: MinorUnits;
  total: MinorUnits;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface UmaHandlesTable {
  user_id: number;
  /** Lower-cased (shared/src/uma/rules.ts normaliseHandle): unique whatever the case typed. */
  handle: string;
  changed_at: Date;
}

export interface UmaTransfersTable {
  id: Generated<number>;
  sender_id: number;
  recipient_id: number;
  asset: string;
  /** In the asset's smallest unit (numeric: read as a string). */
  amount: ColumnType<string, string | bigint, string | bigint>;
  note: Generated<string>;
  created_at: CreatedAt;
}

export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  /** The public half, sent in x-sikka-key. */
  key_id: string;
  /** Sealed (FieldCipher 'api_keys.secret'): an HMAC signature is checked with the secret itself. */
  secret: string;
  label: string;
  /** Shown to a merchant's customers at a vendor order's checkout; null when none was given. */
  display_name: string | null;
  scopes: string[];
  ip_allowlist: Generated<string[]>;
  created_at: CreatedAt;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface ApiKeyNoncesTable {
  key_id: string;
  nonce: string;
  expires_at: Date;
}

/** A browser an account has signed in from: a hash of its user-agent (a new one is told to the person). */
export interface UserBrowsersTable {
  user_id: number;
  browser_hash: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
}

export interface FavouritePairsTable {
  user_id: number;
  pair: string;
  starred_at: Generated<Date>;
}

type Minor = ColumnType<string, string | bigint, string | bigint>;

export interface LoansTable {
  id: Generated<number>;
  user_id: number;
  loan_type: string;
  coin: string;
  collateral: Minor;
  principal: Minor;
  principal_outstanding: Minor;
  interest_outstanding: ColumnType<string, string | bigint | undefined, string | bigint>;
  annual_rate_bps: number;
  processing_fee: Minor;
  gst: Minor;
  disbursed: Minor;
  auto_deduct: boolean;
  status: Generated<'open' | 'repaid' | 'liquidated'>;
  start_date: string;
  maturity_date: string;
  accrued_through: string;
  deducted_through: string | null;
  margin_called: Generated<boolean>;
  margin_calls: Generated<number>;
  liquidations: Generated<number>;
  created_at: CreatedAt;
  closed_at: Date | null;
}

export interface LoanEventsTable {
  id: Generated<string>;
  loan_id: number;
  kind: string;
  day: string | null;
  asset: string;
  amount: Minor;
  description: string;
  created_at: CreatedAt;
}

export interface InvoiceSeriesTable {
  series: string;
  financial_year: string;
  /** The last number issued: the next is this + 1, taken under this row's lock. */
  last_number: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  user_id: number;
  source: 'instant' | 'trade';
  /** The order id, or 'PAIR:trade id'. */
  ref: string;
  series: string;
  financial_year: string;
  number: number;
  invoice_number: string;
  issued_at: Date;
}

export interface ShopStockTable {
  id: Generated<number>;
  /** shared/src/shop/catalogue.ts skuOf: brand and price in paise. */
  sku: string;
  /** Set in the sale's transaction; a sold row is never sold again. */
  order_id: number | null;
}

/** A quote of a rupee price paid with an asset (shop/pricing.ts), held for a while: the shop's and vendor orders'. */
export interface PaymentQuoteColumns {
  pay_asset: string;
  /** Paying with a coin: its selling price in paise; null for rupees. */
  coin_price: ColumnType<string | null, bigint | string | null, bigint | string | null>;
  fee_schedule: ColumnType<unknown, string | null, never>;
  /** What leaves the wallet, in pay_asset's smallest unit. */
  quantity: MinorUnits;
  value: MinorUnits;
  fee: MinorUnits;
  gst: MinorUnits;
  tds: MinorUnits;
  total: MinorUnits;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface ShopQuotesTable extends PaymentQuoteColumns {
  id: string;
  user_id: number;
  brand: string;
  sku: string;
  price: MinorUnits;
}

export interface ShopOrdersTable {
  id: Generated<number>;
  user_id: number;
  quote_id: string;
  stock_id: number;
  brand: string;
  sku: string;
  price: MinorUnits;
  pay_asset: string;
  pay_amount: MinorUnits;
  /** Sealed (FieldCipher 'shop_orders.code'); opened only for user_id. */
  code: string;
  created_at: Date;
}

/** A merchant's vendor order; paid once (paid_at and paid_by together). */
export interface VendorOrdersTable {
  id: string;
  merchant_id: number;
  reference: string;
  merchant_name: string;
  /** [{name, quantity, unit_price}], unit_price in paise as text. */
  items: ColumnType<VendorOrderItemRow[], string, never>;
  total: MinorUnits;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
  paid_by: number | null;
  pay_asset: string | null;
  pay_amount: ColumnType<string | null, bigint | string | null, bigint | string | null>;
}

export interface VendorOrderItemRow {
  name: string;
  quantity: number;
  unit_price: string;
}

export interface VendorOrderQuotesTable extends PaymentQuoteColumns {
  id: string;
  order_id: string;
  user_id: number;
}

export interface SubBrokersTable {
  id: Generated<number>;
  user_id: number;
  business_name: string;
  /** Sealed (FieldCipher 'sub_brokers.pan'); shown to its owner only masked. */
  pan: string;
  gstin: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  /** Set on approval, with status 'approved' (a check keeps the two together). */
  code: string | null;
  reason: string | null;
  applied_at: Date;
  decided_at: Date | null;
}

export interface SubBrokerInvitationsTable {
  id: Generated<number>;
  sub_broker_id: number;
  user_id: number;
  invited_at: Date;
  accepted_at: Date | null;
}

export interface SubBrokerClientsTable {
  /** The client: at most one sub-broker each. */
  user_id: number;
  sub_broker_id: number;
  linked_at: Date;
}

/** A side of a client's fill whose fee earned the sub-broker a share: once each (the primary key). */
export interface SubBrokerCommissionsTable {
  source: 'instant' | 'trade';
  /** The instant order's id, or 'PAIR:trade id'. */
  fill_id: string;
  side: 'buy' | 'sell';
  sub_broker_id: number;
  client_id: number;
  fee: MinorUnits;
  percent: number;
  amount: MinorUnits;
  filled_at: Date;
  /** Paid by the ledger entry 'commission:<source>:<fill_id>:<side>' (none when the share rounded down to 0). */
  credited_at: Date;
}
