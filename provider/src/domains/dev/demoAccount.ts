// The demo account of the embedded default (docs/architecture.md fixed addresses): seeded at start-up, never in production;
// verified, with a verified bank account, its documents on file, and funded through real ledger entries (a bank
// deposit and a chain one).
import type { Asset } from '@sikka/shared/constants';
import { KYC_DOCUMENT_KINDS } from '@sikka/shared/kyc/documents';
import type { DepositChannel } from '@sikka/shared/wallet/calls';
import { systemClock } from '../../platform/clock.ts';
import type { FieldCipher } from '../../platform/crypto/fieldCipher.ts';
import type { Passwords } from '../../platform/crypto/passwords.ts';
import type { Database } from '../../platform/db/database.ts';
import { oneAtATime } from '../../platform/db/oneAtATime.ts';
import type { DocumentStore } from '../../platform/documents/documentStore.ts';
import { PAN_DOCUMENT, sealedDocumentNumber } from '../../platform/identity/usersRepo.ts';
import { KycDocuments } from '../kyc/index.ts';
import { startValuer } from '../market/index.ts';
import { recordCompletedDeposit, saveBankAccount } from '../wallet/index.ts';

export const DEMO_ACCOUNT = {
  mobile_number: '9999999999',
  password: 'Demo@1234',
  email: 'demo@sikka.example',
  name: 'Demo User',
  pan_number: 'ABCDE1234F',
} as const;

/** The demo account's bank account for rupee withdrawals (verified). */
const DEMO_BANK_ACCOUNT = {
  holder_name: DEMO_ACCOUNT.name,
  account_number: '50100012345678',
  ifsc: 'HDFC0000123',
  verified: true,
} as const;

/**
 * What the demo account starts with: ₹5,00,000 by bank transfer and 0.05 BTC from the chain. Each is a completed
 * deposit with its ledger entry, named by a reference, so seeding again (every start-up) adds nothing.
 */
export const DEMO_FUNDING: ReadonlyArray<{
  asset: Asset;
  amount: bigint;
  channel: DepositChannel;
  reference: string;
  txHash?: string;
  confirmations?: number;
}> = [
  { asset: 'INR', amount: 5_00_000_00n, channel: 'BANK_TRANSFER', reference: 'demo-seed:INR' },
  {
    asset: 'BTC',
    amount: 5_000_000n,
    channel: 'CHAIN',
    reference: 'demo-seed:BTC',
    txHash: 'd3m0'.padEnd(64, '0'),
    confirmations: 2,
  },
];

/**
 * Creates the demo account unless it exists (its password and state are then left as they are), and makes
 * sure it has its bank account and its funding — once, whatever the number of start-ups.
 */
export async function seedDemoAccount(
  db: Database,
  passwords: Passwords,
  cipher: FieldCipher,
  store: DocumentStore,
): Promise<{ id: number; created: boolean }> {
  // Two development providers starting together on a new database seed it once.
  return oneAtATime(db, 'demo-seed:account', (connection) => seedOnce(connection, passwords, cipher, store));
}

async function seedOnce(
  db: Database,
  passwords: Passwords,
  cipher: FieldCipher,
  store: DocumentStore,
): Promise<{ id: number; created: boolean }> {
  const account = await findOrCreateDemoUser(db, passwords, cipher);
  await saveBankAccount(db, account.id, DEMO_BANK_ACCOUNT, { replace: false });
  await seedDemoProfile(db, account.id);
  await seedDemoDocuments(new KycDocuments(db, systemClock, cipher, store), db, account.id);
  for (const funding of DEMO_FUNDING) {
    await db
      .transaction()
      .execute((trx) =>
        recordCompletedDeposit(trx, { userId: account.id, ...funding, at: new Date() }, startValuer),
      );
  }
  return account;
}

/** The demo account's verification steps on file (docs/kyc.md), so /in/profile-setup shows every step done. */
const DEMO_PROFILE = {
  aadhaar_last_four: '1234',
  personal: {
    name: DEMO_ACCOUNT.name,
    dob: '1990-01-01',
    gender: 'Female',
    occupation: 'Salaried',
    income_range: '₹10–25 lakh',
    pep: false,
  },
  address: { line1: '1 Residency Road', line2: '', city: 'Bengaluru', state: 'Karnataka', pin: '560025' },
} as const;

async function seedDemoProfile(db: Database, userId: number): Promise<void> {
  const at = new Date();
  await db
    .insertInto('kyc_profiles')
    .values({
      user_id: userId,
      pan_verified_at: at,
      aadhaar_last_four: DEMO_PROFILE.aadhaar_last_four,
      aadhaar_verified_at: at,
      personal: JSON.stringify(DEMO_PROFILE.personal),
      address: JSON.stringify(DEMO_PROFILE.address),
      submitted_at: at,
      reviewed_at: at,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

/** A 1×1 PNG stands for the demo account's PAN card and selfie. */
const DEMO_DOCUMENT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function seedDemoDocuments(documents: KycDocuments, db: Database, userId: number): Promise<void> {
  const onFile = await documents.onFile(db, userId);
  for (const kind of KYC_DOCUMENT_KINDS) {
    if (onFile[kind]) continue;
    const kept = await documents.keep(userId, kind, 'image/png', DEMO_DOCUMENT);
    await db.transaction().execute((trx) => documents.record(trx, userId, kind, kept));
  }
}

async function findOrCreateDemoUser(
  db: Database,
  passwords: Passwords,
  cipher: FieldCipher,
): Promise<{ id: number; created: boolean }> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('mobile_number', '=', DEMO_ACCOUNT.mobile_number)
    .executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  const passwordHash = await passwords.hash(DEMO_ACCOUNT.password);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        mobile_number: DEMO_ACCOUNT.mobile_number,
        email: DEMO_ACCOUNT.email,
        name: DEMO_ACCOUNT.name,
        password_hash: passwordHash,
        // docs/requirements.md §4 Verified: verification_status 21 and status 1.
        verification_status: 21,
        status: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('kyc_docs')
      .values({
        user_id: id,
        document_type: PAN_DOCUMENT,
        ...sealedDocumentNumber(cipher, DEMO_ACCOUNT.pan_number),
        name_in_doc: DEMO_ACCOUNT.name.toUpperCase(),
        dob_as_per_doc: '01/01/1990',
      })
      .execute();
    return { id, created: true };
  });
}
