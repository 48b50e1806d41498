// The one way SMS and e-mail leave the provider; the embedded default is the development outbox (devOutbox.ts).

export type DeliveryChannel = 'sms' | 'email';

export interface OutgoingMessage {
  /** A mobile number or an e-mail address. */
  to: string;
  channel: DeliveryChannel;
  /** docs/requirements.md §9 OTP purpose code; NOTICE_PURPOSE for a message's SMS or e-mail. */
  purpose: number;
  code: string;
  text: string;
}

/** A message's or announcement's SMS or e-mail (docs/messages.md): no code, no §9 purpose. */
export const NOTICE_PURPOSE = 0;

export interface Delivery {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Production until a real SMS/e-mail gateway is wired in: refuses to send rather than print a code anywhere,
 * so an OTP call answers 503 instead of pretending a message went out.
 */
export const noGateway: Delivery = {
  async send() {
    throw new Error('no SMS or e-mail gateway is configured');
  },
};
