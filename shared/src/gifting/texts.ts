// The messages a gift writes to both sides at each step (our design for §2 'Gift a Coin'): sent, received, claimed,
// returned. One row per step and side, so the wording of a gift's life is read (and changed) in one place.
import type { Coin } from '../constants.ts';
import { formatCoin, formatInr } from '../money/amount.ts';

/** The kinds of the events a gift records (the messages' `kind`). */
export const GIFT_EVENT_KINDS = {
  sent: 'gift_sent',
  received: 'gift_received',
  claimed: 'gift_claimed',
  returned: 'gift_returned',
} as const;
export type GiftStep = keyof typeof GIFT_EVENT_KINDS;

/** A mobile number shown to the other side of a gift: the last four digits only. */
export function maskMobile(mobile: string): string {
  return `XXXXXX${mobile.slice(-4)}`;
}

/** What a message needs to know of a gift. */
export interface GiftFacts {
  coin: Coin;
  /** In the coin's smallest unit. */
  quantity: bigint;
  /** Paise: what the coin was worth when sent. */
  inrValue: bigint;
  /** The number the sender typed (shown to the sender as typed). */
  recipientMobile: string;
  /** The sender's number (shown to the recipient masked); null when the sender has none. */
  senderMobile: string | null;
  /** Days the recipient has to claim it. */
  expiryDays: number;
}

export interface GiftText {
  title: string;
  body: string;
}

const coinText = (gift: GiftFacts) => `${formatCoin(gift.quantity, gift.coin)} ${gift.coin}`;
const worth = (gift: GiftFacts) => formatInr(gift.inrValue, { symbol: true });
const sender = (gift: GiftFacts) => (gift.senderMobile ? maskMobile(gift.senderMobile) : 'A Sikka user');

/** Each step's message to the sender and to the recipient; `null` where that side is told nothing. */
export const GIFT_TEXTS: Readonly<
  Record<
    GiftStep,
    { sender: ((gift: GiftFacts) => GiftText) | null; recipient: ((gift: GiftFacts) => GiftText) | null }
  >
> = {
  sent: {
    sender: (gift) => ({
      title: 'Gift sent',
      body: `You sent ${coinText(gift)} (worth ${worth(gift)}) to ${gift.recipientMobile}. It comes back to you if it is not claimed within ${gift.expiryDays} days.`,
    }),
    recipient: null,
  },
  received: {
    sender: null,
    recipient: (gift) => ({
      title: 'You received a gift',
      body: `${sender(gift)} sent you ${coinText(gift)} (worth ${worth(gift)}). Claim it in Gift a Coin within ${gift.expiryDays} days.`,
    }),
  },
  claimed: {
    sender: (gift) => ({
      title: 'Your gift was claimed',
      body: `${gift.recipientMobile} claimed the ${coinText(gift)} you sent.`,
    }),
    recipient: (gift) => ({
      title: 'Gift claimed',
      body: `${coinText(gift)} from ${sender(gift)} is now in your wallet.`,
    }),
  },
  returned: {
    sender: (gift) => ({
      title: 'Your gift came back',
      body: `${gift.recipientMobile} did not claim the ${coinText(gift)} in time, so it is back in your wallet.`,
    }),
    recipient: (gift) => ({
      title: 'A gift expired',
      body: `The ${coinText(gift)} from ${sender(gift)} was not claimed in time and went back to the sender.`,
    }),
  },
};
