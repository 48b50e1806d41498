// Profile verification: documents, profiles, reviews, UPI ids.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

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

export interface UpiIdsTable {
  id: Generated<number>;
  user_id: number;
  upi_id: string;
  created_at: Generated<Date>;
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
