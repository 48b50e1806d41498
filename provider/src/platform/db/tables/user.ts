// What a person keeps on their profile: notices, picture, nominees.
import type { ColumnType, Generated } from 'kysely';

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
