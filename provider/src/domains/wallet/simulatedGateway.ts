// The embedded default's payment gateway: a payment step per deposit (a UPI id, or a virtual account and IFSC
// for IMPS and bank transfers), a "Pay" the person confirms (POST /gateway/simulated/pay, not in production),
// and then, like a real gateway, a signed callback to POST /webhooks/payments.
import { randomBytes } from 'node:crypto';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import type { PaymentStep } from '@sikka/shared/wallet/calls';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { messageError } from '../../platform/http/errors.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';
import type { PaymentEvent, PaymentGateway, PaymentRequest } from './gateway.ts';
import { SIGNATURE_HEADER, signWebhook, verifyWebhook } from './webhookSignature.ts';

/** How long a payment step may be paid. */
const PAYMENT_TTL_MS = 30 * 60_000;
const UPI_ID = 'sikka.collect@icici-sim';
const IFSC = 'ICIC0SIKKA1';

/** Sends a signed callback to the provider's webhook; answers the webhook's status. */
type DeliverCallback = (body: string, headers: Record<string, string>) => Promise<{ status: number }>;

const PAYMENT_NOT_FOUND = 'No such payment';
const PAYMENT_EXPIRED = 'This payment has expired. Please start a new deposit';

function where(request: PaymentRequest): string {
  if (request.channel === 'UPI') return UPI_ID;
  // A virtual account per deposit, so the bank transfer names which deposit it pays.
  return `A/c ${String(9_100_000_000 + request.depositId).padStart(12, '0')} · IFSC ${IFSC}`;
}

export class SimulatedGateway implements PaymentGateway {
  #deliver: DeliverCallback | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  /** Where callbacks go (the app wires its own webhook in once it exists). */
  deliverTo(deliver: DeliverCallback): void {
    this.#deliver = deliver;
  }

  async open(trx: Trx, request: PaymentRequest): Promise<PaymentStep> {
    const now = this.clock.now();
    const id = `pay_${randomBytes(12).toString('hex')}`;
    const expiresAt = new Date(now.getTime() + PAYMENT_TTL_MS);
    const payTo = where(request);
    await trx
      .insertInto('payments')
      .values({
        id,
        deposit_id: request.depositId,
        user_id: request.userId,
        amount: request.amount,
        channel: request.channel,
        pay_to: payTo,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
    return {
      payment_id: id,
      amount: fromMinorUnits(request.amount, 'INR'),
      channel: request.channel,
      pay_to: payTo,
      expires_at: expiresAt.toISOString(),
    };
  }

  authentic(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean {
    const header = headers[SIGNATURE_HEADER];
    return verifyWebhook(
      this.secret,
      rawBody,
      typeof header === 'string' ? header : undefined,
      this.clock.now(),
    );
  }

  /** The signed callback body and headers of an event (tests deliver them again, as a gateway may). */
  signed(event: PaymentEvent): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify(event);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(this.secret, body, this.clock.now()),
      },
    };
  }

  /** The person pays their own payment step; the gateway then calls the webhook, which credits the deposit. */
  async pay(userId: number, paymentId: string): Promise<{ delivered: number }> {
    const payment = await this.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!payment) throw messageError(404, PAYMENT_NOT_FOUND);
    const now = this.clock.now();
    if (payment.status === 'created' && payment.expires_at <= now) throw messageError(409, PAYMENT_EXPIRED);
    if (!this.#deliver) throw new Error('the simulated gateway has nowhere to deliver callbacks');
    const { body, headers } = this.signed({
      id: `evt_${randomBytes(12).toString('hex')}`,
      type: 'payment.captured',
      payment_id: payment.id,
      amount: fromMinorUnits(BigInt(payment.amount), 'INR'),
      currency: 'INR',
      utr: `SIM${randomBytes(6).toString('hex').toUpperCase()}`,
      occurred_at: now.toISOString(),
    });
    const answer = await this.#deliver(body, headers);
    return { delivered: answer.status };
  }
}
