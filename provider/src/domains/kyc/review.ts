// Review of submitted profiles: an operator's approve, reject (naming the steps to redo) and re-KYC, and the
// embedded default's auto-reviewer. Each decision is one conditional UPDATE of the user's numbers, so it happens
// once however many reviewers race, and it is recorded in kyc_reviews in the same transaction.
import { isAdult } from '@sikka/shared/kyc/rules';
import { type KycStep, personalStepSchema } from '@sikka/shared/kyc/schemas';
import { KYC_STATES, type KycState } from '@sikka/shared/kyc/status';
import { messageEvent } from '@sikka/shared/messages/kinds';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { messageError } from '../../platform/http/errors.ts';

export const REVIEW_MESSAGES = {
  notWaiting: 'This profile is not waiting for review',
  notVerified: 'Only a verified profile can be sent to re-KYC',
  approved: 'Approved',
  rejected: 'Rejected',
  reKyc: 'Re-KYC requested',
  required: 'The user will be asked to update it',
  noUser: 'No such user',
  noDocument: 'No such document on file',
} as const;

const WAITING: readonly number[] = [
  KYC_STATES.submitted.verification_status,
  KYC_STATES.inReview.verification_status,
];

export class KycReview {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly nameMatchMin: number,
    private readonly events: UserEvents,
  ) {}

  async approve(userId: number, reviewer: string): Promise<boolean> {
    return this.#decide(userId, WAITING, 'approved', {
      decision: 'approved',
      reason: null,
      steps: [],
      reviewer,
    });
  }

  async reject(
    userId: number,
    reason: string,
    steps: readonly KycStep[],
    reviewer: string,
  ): Promise<boolean> {
    return this.#decide(userId, WAITING, 'rejected', {
      decision: 'rejected',
      reason,
      steps: [...steps],
      reviewer,
    });
  }

  /** A verified profile must be verified again (§4 Re-KYC prompt): re_kyc = 1 and the named steps redone. */
  async reKyc(userId: number, reason: string, steps: readonly KycStep[], reviewer: string): Promise<boolean> {
    return this.#decide(userId, [KYC_STATES.approved.verification_status], 'reKycNeeded', {
      decision: 're_kyc',
      reason,
      steps: [...steps],
      reviewer,
    });
  }

  /** §4 profile completion: a verified user is asked to update one part, staying verified meanwhile. */
  async require(userId: number, step: KycStep): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insertInto('kyc_profiles')
      .values({ user_id: userId, redo_steps: [step], updated_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          redo_steps: eb.fn<string[]>('array_append', [
            eb.fn<string[]>('array_remove', [eb.ref('kyc_profiles.redo_steps'), eb.val(step)]),
            eb.val(step),
          ]),
          updated_at: now,
        })),
      )
      .execute();
  }

  /**
   * The auto-reviewer's job: approves a profile still waiting from the submission that queued it, when every
   * check passed; otherwise (or for a declared politically exposed person, who needs enhanced due diligence
   * under PMLA) it leaves it for an operator. Running twice approves once (the UPDATE is conditional).
   */
  async autoReview(data: Record<string, unknown>): Promise<'approved' | 'held' | 'stale'> {
    const userId = Number(data.user_id);
    const profile = await this.db
      .selectFrom('kyc_profiles')
      .innerJoin('users', 'users.id', 'kyc_profiles.user_id')
      .select([
        'kyc_profiles.personal',
        'kyc_profiles.submitted_at',
        'kyc_profiles.pan_verified_at',
        'kyc_profiles.aadhaar_verified_at',
        'users.verification_status',
      ])
      .where('kyc_profiles.user_id', '=', userId)
      .executeTakeFirst();
    if (!profile || !WAITING.includes(profile.verification_status)) return 'stale';
    if (profile.submitted_at?.toISOString() !== data.submitted_at) return 'stale';
    const personal = personalStepSchema.safeParse(profile.personal);
    const bank = await this.db
      .selectFrom('bank_accounts')
      .select(['verified', 'name_match'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const passed =
      personal.success &&
      isAdult(personal.data.dob, this.clock.now()) &&
      profile.pan_verified_at !== null &&
      profile.aadhaar_verified_at !== null &&
      bank?.verified === true &&
      (bank.name_match ?? 0) >= this.nameMatchMin;
    // Held profiles stay submitted for an operator (GET /admin/kyc lists them).
    if (!passed || personal.data.pep) {
      return 'held';
    }
    return (await this.approve(userId, 'auto')) ? 'approved' : 'stale';
  }

  async #decide(
    userId: number,
    from: readonly number[],
    to: KycState,
    record: {
      decision: 'approved' | 'rejected' | 're_kyc';
      reason: string | null;
      steps: string[];
      reviewer: string;
    },
  ): Promise<boolean> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const numbers = KYC_STATES[to];
      const moved = await trx
        .updateTable('users')
        .set({
          ...numbers,
          // re_kyc: set by a re-KYC request, kept through a rejection, cleared by approval.
          ...(to === 'reKycNeeded' ? { re_kyc: 1 } : to === 'approved' ? { re_kyc: 0 } : {}),
        })
        .where('id', '=', userId)
        .where('verification_status', 'in', [...from])
        .returning('id')
        .executeTakeFirst();
      if (!moved) return false;
      await trx
        .insertInto('kyc_profiles')
        .values({
          user_id: userId,
          redo_steps: record.steps,
          rejection_reason: record.reason,
          reviewed_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            redo_steps: record.steps,
            rejection_reason: record.reason,
            reviewed_at: now,
            updated_at: now,
          }),
        )
        .execute();
      const review = await trx
        .insertInto('kyc_reviews')
        .values({ user_id: userId, ...record })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The decision's message, keyed by the review it records.
      const told = { reason: record.reason ?? '', steps: record.steps };
      const key = `kyc-review:${review.id}`;
      await this.events.record(
        trx,
        record.decision === 'approved'
          ? messageEvent(userId, 'kyc_approved', {}, key)
          : record.decision === 'rejected'
            ? messageEvent(userId, 'kyc_rejected', told, key)
            : messageEvent(userId, 're_kyc_requested', told, key),
      );
      return true;
    });
  }
}

/** The operator's 404 for an unknown user id. */
export async function assertUser(db: Database, userId: number): Promise<void> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!row) throw messageError(404, REVIEW_MESSAGES.noUser);
}
