// The 'Gift a Coin' form's checks before any code is sent, and the lines of its §4 confirmation: a rupee amount of at least the §9 minimum, a 10-digit
// number that is not the sender's own, and a short message. The provider checks the same again (and the balance).
import {
  GIFT_MESSAGE_MAX,
  GIFT_MESSAGES,
  type GiftQuote,
  MIN_GIFT_VALUE_PAISE,
} from '@sikka/shared/gifting/schemas';
import { formatCoin, formatInr } from '@sikka/shared/money/amount';
import { PHONE_LENGTH_MESSAGE } from '@sikka/shared/validation/messages';
import { isPhoneNumber } from '@sikka/shared/validation/phone';
import { checkAmount } from '../../../lib/money/amountInput.ts';

export interface GiftDraft {
  amount: string;
  mobile: string;
  message: string;
}

export type GiftErrors = Partial<Record<keyof GiftDraft, string>>;

export const ENTER_AMOUNT = 'Enter an amount';

export function checkGift(
  draft: GiftDraft,
  ownMobile: string | null | undefined,
): { ok: true; amount: string } | { ok: false; errors: GiftErrors } {
  const errors: GiftErrors = {};
  const amount = checkAmount(draft.amount, 'INR');
  if (amount.state === 'empty') errors.amount = ENTER_AMOUNT;
  else if (amount.state === 'invalid') errors.amount = amount.message;
  else if (amount.minor < MIN_GIFT_VALUE_PAISE) errors.amount = GIFT_MESSAGES.minimum;
  if (!isPhoneNumber(draft.mobile)) errors.mobile = PHONE_LENGTH_MESSAGE;
  else if (ownMobile && draft.mobile === ownMobile) errors.mobile = GIFT_MESSAGES.toYourself;
  if (draft.message.trim().length > GIFT_MESSAGE_MAX)
    errors.message = `At most ${GIFT_MESSAGE_MAX} characters`;
  if (Object.keys(errors).length > 0 || amount.state !== 'ok') return { ok: false, errors };
  return { ok: true, amount: amount.amount };
}

/** A label and its figure, as the confirmation lists them. */
export interface GiftLine {
  key: string;
  label: string;
  value: string;
  emphasis?: boolean;
}

const inr = (amount: string) => formatInr(amount, { symbol: true });

/**
 * Every line of a quoted gift before the code: what the recipient gets, the coin bought for it and at what price,
 * the fee and GST on the purchase, and the total — the quote's, exactly what leaves the sender's rupees.
 */
export function giftConfirmationLines(quote: GiftQuote, mobile: string, message: string): GiftLine[] {
  return [
    { key: 'to', label: 'To', value: mobile },
    { key: 'coin', label: 'They get', value: `${formatCoin(quote.quantity, quote.coin)} ${quote.coin}` },
    { key: 'price', label: `${quote.coin} buying price`, value: inr(quote.price) },
    { key: 'value', label: 'Value of the coin', value: inr(quote.value) },
    { key: 'fee', label: 'Platform fee', value: inr(quote.fee) },
    { key: 'gst', label: 'GST on the fee', value: inr(quote.gst) },
    ...(message ? [{ key: 'message', label: 'Message', value: message }] : []),
    { key: 'total', label: 'Paid from your rupees', value: inr(quote.total), emphasis: true },
  ];
}
