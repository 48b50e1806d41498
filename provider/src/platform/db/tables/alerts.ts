// Price alerts (migrations/0050_price_alerts.ts).
import type { AlertKind, AlertRepeat, AlertWindow } from '@sikka/shared/alerts/rules';
import type { AlertStatus } from '@sikka/shared/alerts/schemas';
import type { Coin } from '@sikka/shared/constants';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

/** A bigint column pg answers as a string; null where the alert's kind has none. */
type NullableInt8 = ColumnType<string | null, bigint | string | null, bigint | string | null>;

export interface PriceAlertsTable {
  id: Generated<string>;
  user_id: number;
  coin: Coin;
  kind: AlertKind;
  price_paise: NullableInt8;
  move_bps: number | null;
  move_window: AlertWindow | null;
  repeat: AlertRepeat;
  status: AlertStatus;
  armed: Generated<boolean>;
  version: Generated<number>;
  fired_count: Generated<number>;
  last_fired_at: Date | null;
  last_fired_paise: NullableInt8;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}
