// Profile verification (KYC) steps: PAN against the registry, Aadhaar by OTP, personal details, address, the
// bank account by penny drop, and the documents (PAN card, selfie); each saved on its own with §8 field errors,
// then the whole profile submitted for review. The progress read (GET /kyc) and the user's kyc_required (§3/§4) are derived from the same rows.

import {
  checkKycDocument,
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_MESSAGES,
  KYC_DOCUMENT_OTP_PURPOSE,
  KYC_DOCUMENT_UNLOCK_MINUTES,
  type KycDocumentKind,
} from '@sikka/shared/kyc/documents';
import { individualPanError, isAdult, PAN_HOLDER_CATEGORIES, UNDER_AGE } from '@sikka/shared/kyc/rules';
import {
  type AddressStep,
  addressStepSchema,
  type BankStep,
  type IfscDetails,
  KYC_STEPS,
  type KycProgress,
  type KycStep,
  type PanStep,
  type PersonalStep,
  personalStepSchema,
} from '@sikka/shared/kyc/schemas';
import { canEditSteps, KYC_STATES, type KycState, kycStateOf } from '@sikka/shared/kyc/status';
import { messageEvent } from '@sikka/shared/messages/kinds';
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import { permissionMessages } from '@sikka/shared/user/verification';
import type { Clock } from '../../platform/clock.ts';
import type { FieldCipher } from '../../platform/crypto/fieldCipher.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { fieldErrorOn, messageError } from '../../platform/http/errors.ts';
import { PAN_DOCUMENT, sealedDocumentNumber, type UserRow } from '../../platform/identity/usersRepo.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';
import type { OtpService } from '../../platform/otp/otpService.ts';
import { maskAccountNumber } from '../wallet/index.ts';
import { bundledIfsc, type IfscDirectory } from './ifscDirectory.ts';
import type { KycDocuments } from './kycDocuments.ts';
import { isStep, maskPan, panDoc, panTakenByOther, titleCase } from './kycRecords.ts';
import { nameMatch } from './nameMatch.ts';
import type { PanRegistry } from './panRegistry.ts';
import type { PennyDrop } from './pennyDrop.ts';
import type { Uidai } from './uidai.ts';

const AADHAAR_DOCUMENT = 'AADHAAR';
export const AUTO_REVIEW_JOB = 'kyc-auto-review';

export const MESSAGES = {
  panNotFound: 'No PAN record was found for this number; check it and try again',
  panDeceased: 'This PAN belongs to a deceased holder and cannot be used',
  panInoperative:
    'This PAN is inoperative (not linked with Aadhaar). Link it at the Income Tax portal and try again',
  panTaken: 'This PAN is already linked to another account',
  panNameMismatch: (score: number, min: number) =>
    `The name does not match the PAN records (${score}% alike, ${min}% needed). Enter your name exactly as printed on your PAN card`,
  panVerified: 'PAN verified',
  aadhaarOtpSent: 'An OTP has been sent to the mobile number linked with your Aadhaar',
  aadhaarOtpWaiting: 'An OTP was sent a moment ago; use it, or wait to ask for another',
  aadhaarVerified: 'Aadhaar verified',
  panFirst: 'Verify your PAN first',
  nameNotPan: (panName: string) => `Your name must match the name on your PAN (${panName})`,
  dobNotPan: 'Your date of birth must match the one on your PAN',
  saved: 'Saved',
  ifscUnknown: 'No bank branch has this IFSC; check it on your cheque book or passbook',
  bankNameMismatch: (atBank: string, score: number, min: number) =>
    `The name at your bank (${atBank}) does not match the name on your PAN (${score}% alike, ${min}% needed). Add an account held in your own name`,
  bankVerified: 'Bank account verified: ₹1 was sent to it',
  incomplete: (step: string) => `Complete the ${step} step before submitting`,
  submitted: 'Your profile has been submitted for verification',
  alreadySubmitted: 'Your profile is already verified or under verification',
  lockedVerified: 'Your verified PAN and personal details can only be changed through customer support',
} as const;

const STEP_NAMES: Readonly<Record<KycStep, string>> = {
  pan: 'PAN',
  aadhaar: 'Aadhaar',
  personal: 'personal details',
  address: 'address',
  bank: 'bank account',
  documents: 'documents',
};

interface KycDeps {
  db: Database;
  clock: Clock;
  /** PAN and the Aadhaar reference are stored sealed (kyc_docs.document_number). */
  cipher: FieldCipher;
  registry: PanRegistry;
  uidai: Uidai;
  pennyDrop: PennyDrop;
  ifsc: IfscDirectory;
  documents: KycDocuments;
  /** The §9 codes of signed-in purposes (document uploads). */
  otp: OtpService;
  /** The auto-reviewer's queue, when it is on (KYC_AUTO_REVIEW). */
  queue: JobQueue | null;
  /** The submission's message, written in its transaction. */
  events: UserEvents;
  config: { nameMatchMin: number; autoReviewDelaySeconds: number };
}

interface ProfileRow {
  pan_verified_at: Date | null;
  aadhaar_last_four: string | null;
  aadhaar_verified_at: Date | null;
  personal: unknown;
  address: unknown;
  redo_steps: string[];
  rejection_reason: string | null;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  documents_unlocked_until: Date | null;
}

export class KycService {
  constructor(private readonly deps: KycDeps) {}

  get #db() {
    return this.deps.db;
  }

  // ——— reads ———

  async progress(user: UserRow): Promise<KycProgress> {
    const db = this.#db;
    const [profile, pan, bank, aadhaarOtp, documents] = await Promise.all([
      this.#profile(db, user.id),
      panDoc(db, user.id),
      db.selectFrom('bank_accounts').selectAll().where('user_id', '=', user.id).executeTakeFirst(),
      db
        .selectFrom('otps')
        .select('id')
        .where('identifier', '=', `aadhaar:${user.id}`)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', this.deps.clock.now())
        .executeTakeFirst(),
      this.deps.documents.onFile(db, user.id),
    ]);
    const state = kycStateOf(user);
    const personal = personalStepSchema.safeParse(profile?.personal);
    const address = addressStepSchema.safeParse(profile?.address);
    const has: Record<KycStep, boolean> = {
      pan: pan !== undefined && (profile?.pan_verified_at != null || state === 'approved'),
      aadhaar: profile?.aadhaar_verified_at != null,
      personal: personal.success,
      address: address.success,
      bank: bank?.verified === true,
      documents: KYC_DOCUMENT_KINDS.every((kind) => documents[kind] !== null),
    };
    const redo = new Set(profile?.redo_steps ?? []);
    const steps = Object.fromEntries(
      KYC_STEPS.map((step) => [step, redo.has(step) ? 'redo' : has[step] ? 'done' : 'todo']),
    ) as KycProgress['steps'];
    const showRejection = state === 'rejected' || state === 'reKycNeeded' || redo.size > 0;
    return {
      state,
      verification_status: user.verification_status,
      status: user.status,
      re_kyc: user.re_kyc,
      steps,
      next_step: KYC_STEPS.find((step) => steps[step] !== 'done') ?? null,
      pan: pan
        ? {
            pan_masked: maskPan(
              this.deps.cipher.openOrNull('kyc_docs.document_number', pan.document_number) ?? '',
            ),
            name: pan.name_in_doc ?? '',
            dob: pan.dob_as_per_doc ?? '',
            category: PAN_HOLDER_CATEGORIES.P,
          }
        : null,
      aadhaar:
        profile?.aadhaar_last_four || aadhaarOtp
          ? { last_four: profile?.aadhaar_last_four ?? '', otp_sent: aadhaarOtp !== undefined }
          : null,
      personal: personal.success ? personal.data : null,
      address: address.success ? { ...address.data, line2: address.data.line2 ?? '' } : null,
      bank: bank
        ? {
            holder_name: bank.holder_name,
            account_number_masked: bank.account_number_masked,
            ifsc: bank.ifsc,
            bank: bank.bank_name ?? bundledIfsc(bank.ifsc)?.bank ?? bank.ifsc.slice(0, 4),
            verified: bank.verified,
            name_match: bank.name_match,
          }
        : null,
      documents,
      documents_unlocked_until: profile?.documents_unlocked_until?.toISOString() ?? null,
      rejection:
        showRejection && profile?.rejection_reason
          ? { reason: profile.rejection_reason, steps: [...redo].filter(isStep) }
          : null,
      submitted_at: profile?.submitted_at?.toISOString() ?? null,
      reviewed_at: profile?.reviewed_at?.toISOString() ?? null,
    };
  }

  async lookupIfsc(code: string): Promise<IfscDetails> {
    const details = await this.deps.ifsc.lookup(code);
    if (!details) throw fieldErrorOn('ifsc', MESSAGES.ifscUnknown);
    return details;
  }

  // ——— steps ———

  async savePan(user: UserRow, body: PanStep): Promise<KycProgress> {
    this.#assertEditable(user, 'pan');
    const categoryError = individualPanError(body.pan_number);
    if (categoryError) throw fieldErrorOn('pan_number', categoryError);
    if (!isAdult(body.dob, this.deps.clock.now())) throw fieldErrorOn('dob', UNDER_AGE);
    const record = await this.deps.registry.lookup(body.pan_number, body.name);
    if (record.status === 'not_found') throw fieldErrorOn('pan_number', MESSAGES.panNotFound);
    if (record.status === 'deceased') throw fieldErrorOn('pan_number', MESSAGES.panDeceased);
    if (record.status === 'inoperative') throw fieldErrorOn('pan_number', MESSAGES.panInoperative);
    const min = this.deps.config.nameMatchMin;
    const score = nameMatch(record.name, body.name);
    if (score < min) throw fieldErrorOn('name', MESSAGES.panNameMismatch(score, min));
    if (await panTakenByOther(this.#db, this.deps.cipher, body.pan_number, user.id)) {
      throw fieldErrorOn('pan_number', MESSAGES.panTaken);
    }
    await this.#db.transaction().execute(async (trx) => {
      const doc = {
        ...sealedDocumentNumber(this.deps.cipher, body.pan_number),
        name_in_doc: record.name,
        dob_as_per_doc: body.dob,
      };
      await trx
        .insertInto('kyc_docs')
        .values({ user_id: user.id, document_type: PAN_DOCUMENT, ...doc })
        .onConflict((oc) => oc.columns(['user_id', 'document_type']).doUpdateSet(doc))
        .execute();
      await this.#saveProfile(trx, user.id, 'pan', { pan_verified_at: this.deps.clock.now() });
      // The header's name (§3) is the PAN's until personal details say otherwise.
      if (!user.name)
        await trx
          .updateTable('users')
          .set({ name: titleCase(record.name) })
          .where('id', '=', user.id)
          .execute();
    });
    return this.#reread(user);
  }

  async requestAadhaarOtp(user: UserRow, aadhaar: string): Promise<string> {
    this.#assertEditable(user, 'aadhaar');
    if (!user.mobile_number)
      throw fieldErrorOn('aadhaar_number', 'Add a mobile number to your account first');
    const sent = await this.deps.uidai.requestOtp(user.id, aadhaar, user.mobile_number);
    return sent.outcome === 'sent' ? MESSAGES.aadhaarOtpSent : MESSAGES.aadhaarOtpWaiting;
  }

  async verifyAadhaar(user: UserRow, otp: string): Promise<KycProgress> {
    this.#assertEditable(user, 'aadhaar');
    const check = await this.deps.uidai.verifyOtp(user.id, otp);
    await this.#db.transaction().execute(async (trx) => {
      const doc = {
        ...sealedDocumentNumber(this.deps.cipher, check.reference),
        name_in_doc: null,
        dob_as_per_doc: null,
      };
      await trx
        .insertInto('kyc_docs')
        .values({ user_id: user.id, document_type: AADHAAR_DOCUMENT, ...doc })
        .onConflict((oc) => oc.columns(['user_id', 'document_type']).doUpdateSet(doc))
        .execute();
      await this.#saveProfile(trx, user.id, 'aadhaar', {
        aadhaar_last_four: check.lastFour,
        aadhaar_verified_at: this.deps.clock.now(),
      });
    });
    return this.#reread(user);
  }

  async savePersonal(user: UserRow, body: PersonalStep): Promise<KycProgress> {
    this.#assertEditable(user, 'personal');
    if (!isAdult(body.dob, this.deps.clock.now())) throw fieldErrorOn('dob', UNDER_AGE);
    const pan = await panDoc(this.#db, user.id);
    if (!pan?.name_in_doc) throw fieldErrorOn('name', MESSAGES.panFirst);
    if (nameMatch(pan.name_in_doc, body.name) < this.deps.config.nameMatchMin) {
      throw fieldErrorOn('name', MESSAGES.nameNotPan(pan.name_in_doc));
    }
    if (pan.dob_as_per_doc && pan.dob_as_per_doc !== body.dob) throw fieldErrorOn('dob', MESSAGES.dobNotPan);
    await this.#db.transaction().execute(async (trx) => {
      await this.#saveProfile(trx, user.id, 'personal', { personal: JSON.stringify(body) });
      await trx
        .updateTable('users')
        .set({ name: body.name.trim().replace(/\s+/g, ' ') })
        .where('id', '=', user.id)
        .execute();
    });
    return this.#reread(user);
  }

  async saveAddress(user: UserRow, body: AddressStep): Promise<KycProgress> {
    this.#assertEditable(user, 'address');
    await this.#db
      .transaction()
      .execute((trx) => this.#saveProfile(trx, user.id, 'address', { address: JSON.stringify(body) }));
    return this.#reread(user);
  }

  /** The bank step: the IFSC must be a real branch, ₹1 goes to the account, and its holder must be the PAN's. */
  async saveBank(user: UserRow, body: BankStep): Promise<KycProgress> {
    this.#assertEditable(user, 'bank');
    const branch = await this.deps.ifsc.lookup(body.ifsc);
    if (!branch) throw fieldErrorOn('ifsc', MESSAGES.ifscUnknown);
    const pan = await panDoc(this.#db, user.id);
    if (!pan?.name_in_doc) throw fieldErrorOn('account_number', MESSAGES.panFirst);
    const drop = await this.deps.pennyDrop.send(body.account_number, branch.ifsc, pan.name_in_doc);
    if (!drop.ok) throw fieldErrorOn('account_number', drop.reason);
    const min = this.deps.config.nameMatchMin;
    const score = nameMatch(drop.nameAtBank, pan.name_in_doc);
    if (score < min)
      throw fieldErrorOn('account_number', MESSAGES.bankNameMismatch(drop.nameAtBank, score, min));
    await this.#db.transaction().execute(async (trx) => {
      const values = {
        holder_name: titleCase(drop.nameAtBank),
        account_number_masked: maskAccountNumber(body.account_number),
        ifsc: branch.ifsc,
        verified: true,
        bank_name: branch.bank,
        name_at_bank: drop.nameAtBank,
        name_match: score,
        verified_at: this.deps.clock.now(),
      };
      await trx
        .insertInto('bank_accounts')
        .values({ user_id: user.id, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      await this.#saveProfile(trx, user.id, 'bank', {});
    });
    return this.#reread(user);
  }

  /**
   * The documents step, one kind at a time: the bytes are checked (size, then the type they show), sealed into
   * the store, then recorded; the object it replaces goes after the record commits.
   */
  /** §9 'upload docs 6': the code (POST /request-otp type 6) opens uploads for KYC_DOCUMENT_UNLOCK_MINUTES. */
  async unlockDocuments(user: UserRow, otp: string): Promise<KycProgress> {
    this.#assertEditable(user, 'documents');
    await this.deps.otp.completeFor(user.id, KYC_DOCUMENT_OTP_PURPOSE, otp);
    const now = this.deps.clock.now();
    const until = new Date(now.getTime() + KYC_DOCUMENT_UNLOCK_MINUTES * 60_000);
    await this.#db
      .insertInto('kyc_profiles')
      .values({ user_id: user.id, documents_unlocked_until: until, updated_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ documents_unlocked_until: until, updated_at: now }),
      )
      .execute();
    return this.#reread(user);
  }

  async saveDocument(user: UserRow, kind: KycDocumentKind, bytes: Uint8Array): Promise<KycProgress> {
    this.#assertEditable(user, 'documents');
    const profile = await this.#profile(this.#db, user.id);
    const until = profile?.documents_unlocked_until;
    if (!until || until <= this.deps.clock.now()) throw messageError(403, KYC_DOCUMENT_MESSAGES.locked);
    const checked = checkKycDocument(kind, bytes);
    if (!checked.ok) throw fieldErrorOn(kind, checked.message);
    const { documents } = this.deps;
    const kept = await documents.keep(user.id, kind, checked.type, bytes);
    let replaced: string | null;
    try {
      replaced = await this.#db.transaction().execute(async (trx) => {
        const previous = await documents.record(trx, user.id, kind, kept);
        await this.#saveProfile(trx, user.id, 'documents', {});
        return previous;
      });
    } catch (error) {
      await documents.discard(kept.key);
      throw error;
    }
    if (replaced) await documents.discard(replaced);
    return this.#reread(user);
  }

  // ——— submission ———

  /** Every step done → submitted (§4 Pending); the auto-reviewer's job is queued in the same transaction. */
  async submit(user: UserRow): Promise<KycProgress> {
    const progress = await this.progress(user);
    if (!canEditSteps(progress.state)) throw messageError(409, MESSAGES.alreadySubmitted);
    const missing = KYC_STEPS.find((step) => progress.steps[step] !== 'done');
    if (missing) throw fieldErrorOn(missing, MESSAGES.incomplete(STEP_NAMES[missing]));
    const now = this.deps.clock.now();
    await this.#db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('users')
        .set({ ...KYC_STATES.submitted })
        .where('id', '=', user.id)
        .where('verification_status', '=', user.verification_status)
        .where('status', '=', user.status)
        .returning('id')
        .executeTakeFirst();
      // A concurrent submit or review got there first: this one changes nothing.
      if (!moved) throw messageError(409, MESSAGES.alreadySubmitted);
      await trx
        .updateTable('kyc_profiles')
        .set({ submitted_at: now, updated_at: now })
        .where('user_id', '=', user.id)
        .execute();
      // A submission follows the review before it (or none): that names it in the message's key.
      const lastReview = await trx
        .selectFrom('kyc_reviews')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      await this.deps.events.record(
        trx,
        messageEvent(user.id, 'kyc_submitted', {}, `kyc:${user.id}:submitted-after:${lastReview?.id ?? 0}`),
      );
      if (this.deps.queue) {
        await this.deps.queue.send(
          trx,
          AUTO_REVIEW_JOB,
          { user_id: user.id, submitted_at: now.toISOString() },
          {
            delaySeconds: this.deps.config.autoReviewDelaySeconds,
          },
        );
      }
    });
    return this.#reread(user);
  }

  // ——— helpers ———

  /**
   * Steps change while the profile is not started, rejected or due for re-KYC. Once verified, the address and the
   * bank account may still change (the bank account is verified again), and so may any step a review asked for.
   */
  #assertEditable(user: UserRow, step: KycStep): void {
    const state: KycState = kycStateOf(user);
    if (canEditSteps(state)) return;
    if (state === 'approved') {
      if (step === 'address' || step === 'bank') return;
      throw messageError(409, MESSAGES.lockedVerified);
    }
    throw messageError(409, permissionMessages.pending(SUPPORT_CONTACT.phone));
  }

  async #profile(db: Database | Trx, userId: number): Promise<ProfileRow | undefined> {
    return db.selectFrom('kyc_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** Upserts the step's columns and takes the step off the redo list. */
  async #saveProfile(
    trx: Trx,
    userId: number,
    step: KycStep,
    values: Partial<{
      pan_verified_at: Date;
      aadhaar_last_four: string;
      aadhaar_verified_at: Date;
      personal: string;
      address: string;
    }>,
  ): Promise<void> {
    const now = this.deps.clock.now();
    await trx
      .insertInto('kyc_profiles')
      .values({ user_id: userId, ...values, updated_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          ...values,
          redo_steps: eb.fn<string[]>('array_remove', [eb.ref('kyc_profiles.redo_steps'), eb.val(step)]),
          updated_at: now,
        })),
      )
      .execute();
  }

  async #reread(user: UserRow): Promise<KycProgress> {
    const fresh = await this.#db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    return this.progress(fresh);
  }
}
