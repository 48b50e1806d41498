// What the KYC steps read and how they write names: the parts asked for again, the PAN on file and whether another
// account holds it, a masked PAN, a name in title case.
import { normaliseName } from '@sikka/shared/kyc/rules';
import { KYC_STEPS, type KycStep, STEP_DOC_TYPE } from '@sikka/shared/kyc/schemas';
import type { KycRequiredItem } from '@sikka/shared/user/schemas';
import type { FieldCipher } from '../../platform/crypto/fieldCipher.ts';
import type { Database } from '../../platform/db/database.ts';
import { PAN_DOCUMENT } from '../../platform/identity/usersRepo.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';

/** §3 kyc_required: the parts a review asked for again, as the profile-completion prompt's doc types. */
export async function kycRequired(db: Database, userId: number): Promise<KycRequiredItem[]> {
  const row = await db
    .selectFrom('kyc_profiles')
    .select('redo_steps')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const types = new Set((row?.redo_steps ?? []).filter(isStep).map((step) => STEP_DOC_TYPE[step]));
  return [...types].map((kyc_doc_type) => ({ kyc_doc_type }));
}

export function isStep(step: string): step is KycStep {
  return (KYC_STEPS as readonly string[]).includes(step);
}

export async function panDoc(db: Database | Trx, userId: number) {
  return db
    .selectFrom('kyc_docs')
    .select(['document_number', 'name_in_doc', 'dob_as_per_doc'])
    .where('user_id', '=', userId)
    .where('document_type', '=', PAN_DOCUMENT)
    .executeTakeFirst();
}

/** One PAN, one account (PMLA). The one place that looks a PAN up by its number (its blind index). */
export async function panTakenByOther(
  db: Database,
  cipher: FieldCipher,
  pan: string,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('kyc_docs')
    .select('user_id')
    .where('document_type', '=', PAN_DOCUMENT)
    .where('document_number_index', 'in', cipher.blindIndexes('kyc_docs.document_number', pan))
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** 'ABCPE1234F' → 'ABCPE****F': enough to recognise, not enough to use. */
export function maskPan(pan: string): string {
  return pan.length === 10 ? `${pan.slice(0, 5)}****${pan.slice(9)}` : '';
}

export function titleCase(name: string): string {
  return normaliseName(name)
    .toLowerCase()
    .replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
