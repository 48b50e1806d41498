// Withdrawals a sub-broker starts for a client (docs/requirements.md §6, §7): rupees to the client's verified bank account,
// confirmed by the code §7's resend-otp sends the client (§9 purpose 11), or by the client's Google Authenticator
// code when they have ga_enabled. The client's own limits and 24-hour 2FA block apply, and the code is spent in
// the withdrawal's own transaction (wallet/withdrawals.ts), so a crash moves the money once or not at all.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { formatMoney, fromMinorUnits } from '@sikka/shared/money/amount';
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import {
  clientDisplayName,
  SUB_BROKER_MESSAGES,
  type SubBrokerClientWithdrawalRequest,
} from '@sikka/shared/subBroker/rules';
import type {
  SubBrokerClientWithdrawal,
  SubBrokerClientWithdrawals,
  SubBrokerResendOtpQuery,
} from '@sikka/shared/subBroker/schemas';
import { actionPermission } from '@sikka/shared/user/verification';
import type { Database } from '../../platform/db/database.ts';
import { fieldErrorOn } from '../../platform/http/errors.ts';
import { OTP_STILL_VALID } from '../../platform/identity/authMessages.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';
import { positiveAmount } from '../../platform/ledger/amounts.ts';
import type { Outcome } from '../../platform/ledger/idempotency.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';
import type { OtpService } from '../../platform/otp/otpService.ts';
import type { WithdrawalService } from '../wallet/index.ts';
import { bankAccountOf, withdrawalWire } from '../wallet/index.ts';
import { notFound, requireSubBroker, type SubBrokerRow } from './subBrokerService.ts';

const PURPOSE = OTP_PURPOSE.subBrokerWithdraw;
const HISTORY_LIMIT = 50;

export class ClientWithdrawals {
  constructor(
    private readonly db: Database,
    private readonly deps: { otp: OtpService; withdrawals: WithdrawalService },
  ) {}

  /**
   * §7 GET /sub-broker/resend-otp: the client's code for a withdrawal of this many rupees, bound to the amount
   * (a code sent for one amount never confirms another); for a ga_enabled client, their authenticator step.
   */
  async sendCode(user: UserRow, query: SubBrokerResendOtpQuery): Promise<{ message: string }> {
    const me = await requireSubBroker(this.db, user);
    const client = await this.#withdrawingClient(me, query.user_id);
    const amount = positiveAmount(query.withdrawal_amount, 'INR', 'withdrawal_amount');
    const bank = await bankAccountOf(this.db, client.id);
    if (!bank?.verified) throw fieldErrorOn('user_id', SUB_BROKER_MESSAGES.clientNoBankAccount);
    // §6 the client's own second factor: their authenticator when they use it (no SMS), else an SMS to them.
    const started = await this.deps.otp.startFor(client, PURPOSE, {
      mobileField: 'user_id',
      data: { amount: amount.toString(), sub_broker_id: me.id },
      bindData: true,
      use: `to confirm a withdrawal of ${formatMoney('INR', fromMinorUnits(amount, 'INR'))} to your bank account that your sub-broker ${me.business_name} started`,
    });
    if (started.outcome === 'authenticator') return { message: SUB_BROKER_MESSAGES.codeOnAuthenticator };
    return { message: started.outcome === 'waiting' ? OTP_STILL_VALID : SUB_BROKER_MESSAGES.codeSent };
  }

  /**
   * POST /sub-broker/client-withdrawals, once per idempotency key: the client's own withdrawal (limits, §9 block,
   * balance, declaration) with the code checked in its transaction, and for the amount it was sent for.
   */
  async withdraw(
    user: UserRow,
    body: SubBrokerClientWithdrawalRequest,
  ): Promise<Outcome<{ withdrawal: SubBrokerClientWithdrawal; message: string }>> {
    const me = await requireSubBroker(this.db, user);
    const client = await this.#withdrawingClient(me, body.user_id);
    const amount = positiveAmount(body.amount, 'INR');
    const outcome = await this.deps.withdrawals.request(
      client,
      { coin: 'INR', amount: body.amount, idempotency_key: body.idempotency_key },
      async (trx) => {
        // The link is read again under the client's lock: a client who left this sub-broker is not theirs.
        await this.#client(trx, me, client.id);
        const checked = await this.deps.otp.checkFor(trx, client.id, PURPOSE, body.otp);
        if (!checked.ok) return checked;
        const data = checked.step.data;
        // An SMS code was sent for one amount; the client's authenticator code needs no earlier call.
        if (
          checked.step.channel === 'sms' &&
          (data.amount !== amount.toString() || data.sub_broker_id !== me.id)
        )
          throw fieldErrorOn('amount', SUB_BROKER_MESSAGES.codeForOtherAmount);
        return { ok: true };
      },
      { id: me.id, businessName: me.business_name },
    );
    const { withdrawal, message } = outcome.body;
    return {
      ...outcome,
      body: {
        withdrawal: {
          ...withdrawal,
          user_id: client.id,
          client_name: clientDisplayName(client.name, client.mobile_number),
        },
        // A held one waits for the client's declaration, and says so.
        message: withdrawal.status === 'held' ? message : SUB_BROKER_MESSAGES.withdrawalStarted,
      },
    };
  }

  /** GET /sub-broker/client-withdrawals: what one started for one's clients, newest first. */
  async list(user: UserRow): Promise<SubBrokerClientWithdrawals> {
    const me = await requireSubBroker(this.db, user);
    const rows = await this.db
      .selectFrom('withdrawals as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .selectAll('w')
      .select(['u.name as client_name', 'u.mobile_number as client_mobile'])
      .where('w.started_by', '=', me.id)
      .orderBy('w.id', 'desc')
      .limit(HISTORY_LIMIT)
      .execute();
    return {
      data: rows.map((row) => ({
        ...withdrawalWire(row),
        user_id: row.user_id,
        client_name: clientDisplayName(row.client_name, row.client_mobile),
      })),
    };
  }

  /** One's own client who may withdraw (§6: a verified profile): the client's refusals are on `user_id`. */
  async #withdrawingClient(me: SubBrokerRow, clientId: number): Promise<UserRow> {
    const client = await this.#client(this.db, me, clientId);
    if (!actionPermission(client, SUPPORT_CONTACT.phone).allowed)
      throw fieldErrorOn('user_id', SUB_BROKER_MESSAGES.clientNotVerified);
    this.deps.withdrawals.assertNotBlocked(client);
    return client;
  }

  /** One's own client as a user row; anyone else is the same 'Not Found' (docs/sub-brokers.md). */
  async #client(db: Database | Trx, me: SubBrokerRow, clientId: number): Promise<UserRow> {
    const client = await db
      .selectFrom('sub_broker_clients as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .selectAll('u')
      .where('c.user_id', '=', clientId)
      .where('c.sub_broker_id', '=', me.id)
      .executeTakeFirst();
    if (!client) throw notFound();
    return client;
  }
}
