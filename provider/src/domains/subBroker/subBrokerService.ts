// Sub-brokers (docs/requirements.md §1, §6): a verified person's application (PAN sealed), an operator's decision (a code and
// is_subbroker on approval), invitations of existing users accepted with §9's sub-broker OTP (9), and the
// dashboard of one's own clients. Every sub-broker call by anyone else answers §8's silent 'You are not a
// sub-broker'; a user who is not one's client is 'Not Found', whatever their id.
import { randomBytes } from 'node:crypto';
import { ASSETS, type Asset, OTP_PURPOSE } from '@sikka/shared/constants';
import { maskMobile } from '@sikka/shared/gifting/texts';
import { messageEvent } from '@sikka/shared/messages/kinds';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import {
  clientDisplayName,
  SUB_BROKER_CODE_PATTERN,
  SUB_BROKER_MESSAGES,
  subBrokerCode,
} from '@sikka/shared/subBroker/rules';
import type {
  SubBrokerApplication,
  SubBrokerClients,
  SubBrokerSingleUserResponse,
  SubBrokerState,
} from '@sikka/shared/subBroker/schemas';
import { verificationStatus } from '@sikka/shared/user/verification';
import type { Selectable } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { FieldCipher } from '../../platform/crypto/fieldCipher.ts';
import type { Database } from '../../platform/db/database.ts';
import type { SubBrokersTable } from '../../platform/db/schema.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { fieldErrorOn, type HttpError, messageError } from '../../platform/http/errors.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';
import { type Balance, type Trx, usersBalances } from '../../platform/ledger/ledger.ts';
import type { OtpService } from '../../platform/otp/otpService.ts';

export type SubBrokerRow = Selectable<SubBrokersTable>;

/** How far back a client's "recent activity" counts their ledger entries. */
const RECENT_ACTIVITY_DAYS = 30;

const notASubBroker = (): HttpError => messageError(403, SUB_BROKER_MESSAGES.notASubBroker);
export const notFound = (): HttpError => messageError(404, SUB_BROKER_MESSAGES.notFound);

interface ApplyBody {
  business_name: string;
  pan: string;
  gstin: string;
}

export class SubBrokerService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly deps: { cipher: FieldCipher; otp: Pick<OtpService, 'checkFor'>; events: UserEvents },
  ) {}

  /** GET /sub-broker/application: anyone signed in. */
  async state(user: UserRow): Promise<SubBrokerState> {
    const row = await this.db
      .selectFrom('sub_brokers')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    const invitations = await this.db
      .selectFrom('sub_broker_invitations as i')
      .innerJoin('sub_brokers as s', 's.id', 'i.sub_broker_id')
      .select(['i.id', 's.business_name', 's.code', 'i.invited_at'])
      .where('i.user_id', '=', user.id)
      .where('i.accepted_at', 'is', null)
      .where('s.status', '=', 'approved')
      .orderBy('i.id')
      .execute();
    const mine = await this.db
      .selectFrom('sub_broker_clients as c')
      .innerJoin('sub_brokers as s', 's.id', 'c.sub_broker_id')
      .select(['s.business_name', 's.code'])
      .where('c.user_id', '=', user.id)
      .executeTakeFirst();
    return {
      application: row ? this.#application(row) : null,
      // A client already linked has no open choice left.
      invitations: mine
        ? []
        : invitations.map((i) => ({
            id: i.id,
            business_name: i.business_name,
            code: i.code as string,
            invited_at: i.invited_at.toISOString(),
          })),
      sub_broker: mine ? { business_name: mine.business_name, code: mine.code as string } : null,
    };
  }

  /**
   * POST /sub-broker/application (the call is `verified`: §6 refuses anyone else before this runs). One
   * application per person: a pending or approved one refuses another; a rejected one is replaced.
   */
  async apply(user: UserRow, body: ApplyBody): Promise<SubBrokerApplication> {
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forNoKeyUpdate().execute();
      const current = await trx
        .selectFrom('sub_brokers')
        .select('status')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (current?.status === 'pending') throw fieldErrorOn('business_name', SUB_BROKER_MESSAGES.pending);
      if (current?.status === 'approved')
        throw fieldErrorOn('business_name', SUB_BROKER_MESSAGES.alreadySubBroker);
      // Clients and sub-brokers are apart: a client's application is refused (an applicant cannot accept either).
      const client = await trx
        .selectFrom('sub_broker_clients')
        .select('user_id')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (client) throw fieldErrorOn('business_name', SUB_BROKER_MESSAGES.clientApplying);
      const values = {
        business_name: body.business_name,
        pan: this.deps.cipher.seal('sub_brokers.pan', body.pan),
        gstin: body.gstin,
        status: 'pending' as const,
        code: null,
        reason: null,
        applied_at: this.clock.now(),
        decided_at: null,
      };
      const row = current
        ? await trx
            .updateTable('sub_brokers')
            .set(values)
            .where('user_id', '=', user.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto('sub_brokers')
            .values({ user_id: user.id, ...values })
            .returningAll()
            .executeTakeFirstOrThrow();
      return this.#application(row);
    });
  }

  /** The operator's decision on a pending application; approval gives the code and is_subbroker. */
  async decide(
    userId: number,
    decision: { approve: true } | { approve: false; reason: string },
  ): Promise<SubBrokerApplication> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('sub_brokers')
        .selectAll()
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFound();
      if (row.status !== 'pending') throw messageError(409, `This application is already ${row.status}`);
      const now = this.clock.now();
      if (!decision.approve) {
        const rejected = await trx
          .updateTable('sub_brokers')
          .set({ status: 'rejected', reason: decision.reason, decided_at: now })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // Told once per decision (an applicant may apply again and be decided again).
        await this.deps.events.record(
          trx,
          messageEvent(
            userId,
            'sub_broker_rejected',
            { reason: decision.reason },
            `sub-broker:${row.id}:rejected:${now.getTime()}`,
          ),
        );
        return this.#application(rejected);
      }
      const code = await freeCode(trx);
      const approved = await trx
        .updateTable('sub_brokers')
        .set({ status: 'approved', code, reason: null, decided_at: now })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.updateTable('users').set({ is_subbroker: 1 }).where('id', '=', userId).execute();
      await this.deps.events.record(
        trx,
        messageEvent(userId, 'sub_broker_approved', { code }, `sub-broker:${row.id}:approved`),
      );
      return this.#application(approved);
    });
  }

  /** GET /sub-broker/clients: one's own clients only, with their balances and recent activity. */
  async clients(user: UserRow): Promise<SubBrokerClients> {
    const me = await requireSubBroker(this.db, user);
    const rows = await this.db
      .selectFrom('sub_broker_clients as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select([
        'u.id',
        'u.name',
        'u.mobile_number',
        'u.verification_status',
        'u.status',
        'u.re_kyc',
        'c.linked_at',
      ])
      .where('c.sub_broker_id', '=', me.id)
      .orderBy('c.linked_at', 'desc')
      .orderBy('u.id', 'desc')
      .execute();
    const since = new Date(this.clock.now().getTime() - RECENT_ACTIVITY_DAYS * 86_400_000);
    // Two queries for the whole book, not two per client.
    const ids = rows.map((row) => row.id);
    const balances = await usersBalances(this.db, ids);
    const activity =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('journal_entries')
            .select(['user_id', (eb) => eb.fn.countAll<string>().as('n')])
            .where('user_id', 'in', ids)
            .where('created_at', '>=', since)
            .groupBy('user_id')
            .execute();
    const entries = new Map(activity.map((row) => [row.user_id, Number(row.n)]));
    const clients = rows.map((row) => {
      const held = balances.get(row.id) as Record<Asset, Balance>;
      return {
        id: row.id,
        name: row.name ?? '',
        mobile_number: row.mobile_number ? maskMobile(row.mobile_number) : '',
        verification_status: verificationStatus(row),
        balances: ASSETS.map((asset) => ({
          asset,
          available: fromMinorUnits(held[asset].available, asset),
          locked: fromMinorUnits(held[asset].locked, asset),
        })),
        recent_activity: entries.get(row.id) ?? 0,
        linked_at: row.linked_at.toISOString(),
      };
    });
    const pending = await this.db
      .selectFrom('sub_broker_invitations as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .select(['i.id', 'u.mobile_number', 'i.invited_at'])
      .where('i.sub_broker_id', '=', me.id)
      .where('i.accepted_at', 'is', null)
      .orderBy('i.id', 'desc')
      .execute();
    return {
      code: me.code as string,
      business_name: me.business_name,
      clients,
      pending: pending.map((p) => ({
        id: p.id,
        mobile_number: p.mobile_number ? maskMobile(p.mobile_number) : '',
        invited_at: p.invited_at.toISOString(),
      })),
    };
  }

  /** POST /sub-broker/invitations: an existing user with no sub-broker, by mobile number. */
  async invite(user: UserRow, mobile: string): Promise<{ message: string }> {
    return this.db.transaction().execute(async (trx) => {
      const me = await requireSubBroker(trx, user);
      const invitee = await trx
        .selectFrom('users')
        .select(['id', 'is_subbroker'])
        .where('mobile_number', '=', mobile)
        .executeTakeFirst();
      if (!invitee) throw fieldErrorOn('mobile_number', SUB_BROKER_MESSAGES.unknownMobile);
      if (invitee.id === user.id) throw fieldErrorOn('mobile_number', SUB_BROKER_MESSAGES.yourself);
      if (invitee.is_subbroker === 1)
        throw fieldErrorOn('mobile_number', SUB_BROKER_MESSAGES.subBrokerClient);
      const linked = await trx
        .selectFrom('sub_broker_clients')
        .select('sub_broker_id')
        .where('user_id', '=', invitee.id)
        .executeTakeFirst();
      if (linked) throw fieldErrorOn('mobile_number', SUB_BROKER_MESSAGES.hasSubBroker);
      const inserted = await trx
        .insertInto('sub_broker_invitations')
        .values({ sub_broker_id: me.id, user_id: invitee.id, invited_at: this.clock.now() })
        .onConflict((conflict) =>
          conflict.columns(['sub_broker_id', 'user_id']).where('accepted_at', 'is', null).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw fieldErrorOn('mobile_number', SUB_BROKER_MESSAGES.alreadyInvited);
      await this.deps.events.record(
        trx,
        messageEvent(
          invitee.id,
          'sub_broker_invited',
          { invitation_id: inserted.id, business_name: me.business_name, code: me.code as string },
          `sub-broker-invitation:${inserted.id}`,
        ),
      );
      return { message: SUB_BROKER_MESSAGES.invited };
    });
  }

  /**
   * POST /sub-broker/invitations/{id}/accept: only the invited user, with the sub-broker OTP (9) checked in the
   * link's transaction; a wrong code is still counted (committed), and links nothing.
   */
  async accept(user: UserRow, invitationId: number, otp: string): Promise<{ message: string }> {
    const refusal = await this.db.transaction().execute(async (trx): Promise<HttpError | null> => {
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forNoKeyUpdate().execute();
      const invitation = await trx
        .selectFrom('sub_broker_invitations as i')
        .innerJoin('sub_brokers as s', 's.id', 'i.sub_broker_id')
        .select(['i.id', 'i.sub_broker_id', 's.status'])
        .where('i.id', '=', invitationId)
        .where('i.user_id', '=', user.id)
        .where('i.accepted_at', 'is', null)
        .executeTakeFirst();
      if (invitation?.status !== 'approved') throw messageError(404, SUB_BROKER_MESSAGES.noInvitation);
      // A sub-broker, or one whose application waits, cannot be a client (both read under the user's row lock).
      const own = await trx
        .selectFrom('sub_brokers')
        .select('status')
        .where('user_id', '=', user.id)
        .where('status', 'in', ['pending', 'approved'])
        .executeTakeFirst();
      if (own || user.is_subbroker === 1) throw fieldErrorOn('otp', SUB_BROKER_MESSAGES.subBrokerClient);
      const linked = await trx
        .selectFrom('sub_broker_clients')
        .select('user_id')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (linked) throw fieldErrorOn('otp', SUB_BROKER_MESSAGES.hasSubBroker);
      const confirmed = await this.deps.otp.checkFor(trx, user.id, OTP_PURPOSE.subBroker, otp);
      if (!confirmed.ok) return fieldErrorOn('otp', confirmed.message);
      const now = this.clock.now();
      // The primary key keeps a client to one sub-broker even if two acceptances race.
      await trx
        .insertInto('sub_broker_clients')
        .values({ user_id: user.id, sub_broker_id: invitation.sub_broker_id, linked_at: now })
        .execute();
      await trx
        .updateTable('sub_broker_invitations')
        .set({ accepted_at: now })
        .where('id', '=', invitation.id)
        .execute();
      await this.#tellClientJoined(trx, invitation.sub_broker_id, user);
      return null;
    });
    if (refusal) throw refusal;
    return { message: SUB_BROKER_MESSAGES.accepted };
  }

  /**
   * A sign-up whose referral code is an approved sub-broker's code: the new person becomes their client, in the
   * account's own transaction (the sign-up OTP is their consent). A code that names no sub-broker does nothing.
   */
  async linkAtSignUp(trx: Trx, userId: number, code: unknown): Promise<void> {
    if (typeof code !== 'string') return;
    const typed = code.trim().toUpperCase();
    if (!SUB_BROKER_CODE_PATTERN.test(typed)) return;
    const subBroker = await trx
      .selectFrom('sub_brokers')
      .select('id')
      .where('code', '=', typed)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    if (!subBroker) return;
    await trx
      .insertInto('sub_broker_clients')
      .values({ user_id: userId, sub_broker_id: subBroker.id, linked_at: this.clock.now() })
      .execute();
    const client = await trx
      .selectFrom('users')
      .select(['id', 'name', 'mobile_number'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await this.#tellClientJoined(trx, subBroker.id, client);
  }

  /** The sub-broker hears of a new client, named or with their masked mobile number. */
  async #tellClientJoined(
    trx: Trx,
    subBrokerId: number,
    client: Pick<UserRow, 'id' | 'name' | 'mobile_number'>,
  ): Promise<void> {
    const subBroker = await trx
      .selectFrom('sub_brokers')
      .select('user_id')
      .where('id', '=', subBrokerId)
      .executeTakeFirstOrThrow();
    const named = clientDisplayName(client.name, client.mobile_number);
    await this.deps.events.record(
      trx,
      messageEvent(
        subBroker.user_id,
        'sub_broker_client_joined',
        { client_id: client.id, client: named },
        `sub-broker-client:${client.id}`,
      ),
    );
  }

  /** GET /sub-broker/get-single-user/{id}: one's own client only (§7: their ga_enabled). */
  async singleUser(user: UserRow, clientId: number | null): Promise<SubBrokerSingleUserResponse> {
    const me = await requireSubBroker(this.db, user);
    if (clientId === null) throw notFound();
    const client = await this.db
      .selectFrom('sub_broker_clients as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['u.id', 'u.ga_enabled', 'u.name', 'u.mobile_number'])
      .where('c.user_id', '=', clientId)
      .where('c.sub_broker_id', '=', me.id)
      .executeTakeFirst();
    if (!client) throw notFound();
    return {
      id: client.id,
      ga_enabled: client.ga_enabled,
      name: client.name,
      mobile_number: client.mobile_number ? maskMobile(client.mobile_number) : null,
    };
  }

  /** The applications waiting for an operator, oldest first (the operator's list). */
  async pending(): Promise<(SubBrokerApplication & { user_id: number })[]> {
    const rows = await this.db
      .selectFrom('sub_brokers')
      .selectAll()
      .where('status', '=', 'pending')
      .orderBy('applied_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ user_id: row.user_id, ...this.#application(row) }));
  }

  #application(row: SubBrokerRow): SubBrokerApplication {
    const pan = this.deps.cipher.open('sub_brokers.pan', row.pan);
    return {
      status: row.status,
      business_name: row.business_name,
      pan_masked: maskPan(pan),
      gstin: row.gstin,
      code: row.code,
      reason: row.reason,
      applied_at: row.applied_at.toISOString(),
      decided_at: row.decided_at?.toISOString() ?? null,
    };
  }
}

/** The caller's approved sub-broker record, or §8's silent refusal. */
export async function requireSubBroker(db: Database | Trx, user: Pick<UserRow, 'id'>): Promise<SubBrokerRow> {
  const row = await db
    .selectFrom('sub_brokers')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (!row) throw notASubBroker();
  return row;
}

/** A PAN as shown back: only its last four characters. */
function maskPan(pan: string): string {
  return `XXXXXX${pan.slice(-4)}`;
}

/** A code no sub-broker holds yet (the unique key is the last word if two approvals race). */
async function freeCode(trx: Trx): Promise<string> {
  for (;;) {
    const code = subBrokerCode(randomBytes(6));
    const taken = await trx
      .selectFrom('sub_brokers')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirst();
    if (!taken) return code;
  }
}

/** The subbroker list of §3's User: one's approved record's id. */
export async function subBrokerRecords(db: Database, userId: number): Promise<{ id: number }[]> {
  return db
    .selectFrom('sub_brokers')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .execute();
}
