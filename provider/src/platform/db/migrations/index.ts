// Every migration by name, one file each; the names sort in the order they run. Never edit a released one:
// add the next number.
import type { Migration } from 'kysely';
import { migration as m0001 } from './0001_auth.ts';
import { migration as m0002 } from './0002_shell.ts';
import { migration as m0003 } from './0003_ledger.ts';
import { migration as m0004 } from './0004_money.ts';
import { migration as m0005 } from './0005_kyc.ts';
import { migration as m0006 } from './0006_exchange.ts';
import { migration as m0007 } from './0007_sealed_fields.ts';
import { migration as m0008 } from './0008_otp_flow.ts';
import { migration as m0009 } from './0009_two_factor_recovery.ts';
import { migration as m0010 } from './0010_nominees.ts';
import { migration as m0011 } from './0011_upi_ids.ts';
import { migration as m0012 } from './0012_declarations.ts';
import { migration as m0013 } from './0013_kyc_documents.ts';
import { migration as m0014 } from './0014_document_unlock.ts';
import { migration as m0015 } from './0015_session_epoch.ts';
import { migration as m0016 } from './0016_api_keys.ts';
import { migration as m0017 } from './0017_messages_rewards_gifts.ts';
import { migration as m0018 } from './0018_rewards_pending.ts';
import { migration as m0019 } from './0019_user_browsers.ts';
import { migration as m0020 } from './0020_favourite_pairs.ts';
import { migration as m0021 } from './0021_uma.ts';
import { migration as m0022 } from './0022_lending.ts';
import { migration as m0023 } from './0023_baskets.ts';
import { migration as m0025 } from './0025_shop.ts';
import { migration as m0027 } from './0027_invoices.ts';
import { migration as m0028 } from './0028_sub_brokers.ts';
import { migration as m0029 } from './0029_client_withdrawals.ts';
import { migration as m0030 } from './0030_sub_broker_commissions.ts';
import { migration as m0031 } from './0031_vendor_orders.ts';
import { migration as m0035 } from './0035_gift_quotes.ts';
import { migration as m0036 } from './0036_api_key_display_name.ts';
import { migration as m0042 } from './0042_notification_preferences.ts';
import { migration as m0043 } from './0043_commission_tds.ts';
import { migration as m0044 } from './0044_vda_moves.ts';
import { migration as m0045 } from './0045_reserve_snapshots.ts';
import { migration as m0046 } from './0046_invoices_at_settlement.ts';
import { migration as m0047 } from './0047_exchange_owners.ts';
import { migration as m0048 } from './0048_ledger_balance_check_by_entry.ts';
import { migration as m0049 } from './0049_exchange_order_columns.ts';
import { migration as m0050 } from './0050_price_alerts.ts';

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_auth': m0001,
  '0002_shell': m0002,
  '0003_ledger': m0003,
  '0004_money': m0004,
  '0005_kyc': m0005,
  '0006_exchange': m0006,
  '0007_sealed_fields': m0007,
  '0008_otp_flow': m0008,
  '0009_two_factor_recovery': m0009,
  '0010_nominees': m0010,
  '0011_upi_ids': m0011,
  '0012_declarations': m0012,
  '0013_kyc_documents': m0013,
  '0014_document_unlock': m0014,
  '0015_session_epoch': m0015,
  '0016_api_keys': m0016,
  '0017_messages_rewards_gifts': m0017,
  '0018_rewards_pending': m0018,
  '0019_user_browsers': m0019,
  '0020_favourite_pairs': m0020,
  '0021_uma': m0021,
  '0022_lending': m0022,
  '0023_baskets': m0023,
  '0025_shop': m0025,
  '0027_invoices': m0027,
  '0028_sub_brokers': m0028,
  '0029_client_withdrawals': m0029,
  '0030_sub_broker_commissions': m0030,
  '0031_vendor_orders': m0031,
  '0035_gift_quotes': m0035,
  '0036_api_key_display_name': m0036,
  '0042_notification_preferences': m0042,
  '0043_commission_tds': m0043,
  '0044_vda_moves': m0044,
  '0045_reserve_snapshots': m0045,
  '0046_invoices_at_settlement': m0046,
  '0047_exchange_owners': m0047,
  '0048_ledger_balance_check_by_entry': m0048,
  '0049_exchange_order_columns': m0049,
  '0050_price_alerts': m0050,
};
