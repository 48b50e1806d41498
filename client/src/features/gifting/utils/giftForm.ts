// The 'Gift a Coin' form's checks before any code is sent, and the lines of its §4 confirmation: a rupee amount of at
// least the §9 minimum, a 10-digit number that is not the sender's own, and a short message. The provider checks the
// same again (and the balance).
import { COINS, type Coin } from '@sikka/shared/constants';
import {
  GIFT_MESSAGE_MAX,
  GIFT_MESSAGES,
  type GiftQuote,
  MIN_GIFT_VALUE_PAISE,
} from '@sikka/shared/gifting/schemas';
import { formatCoin, formatInr } from '@sikka/shared/money/amount';
import { PHONE_LENGTH_MESSAGE } from '@sikka/shared/validation/messages';
import { isPhoneNumber } from '@sikka/shared/validation/phone';
import { z } from 'zod';
import { checkAmount } from '../../../lib/money/amountInput.ts';

/** What the form's inputs hold. */
export interface GiftValues {
  coin: Coin;
  amount: string;
  mobile: string;
  message: string;
}

/** What is quoted and sent: the amount canonical, the message trimmed. */
export type GiftDraft = GiftValues;

export const GIFT_FORM_DEFAULTS: GiftValues = { coin: 'BTC', amount: '', mobile: '', message: '' };

/** The provider's field names, each the form field it belongs to. */
export const GIFT_SERVER_FIELDS = {
  inr_amount: 'amount',
  recipient_mobile: 'mobile',
  message: 'message',
} as const;

export const ENTER_AMOUNT = 'Enter an amount';

export function giftFormSchema(ownMobile: string | null | undefined): z.ZodType<GiftDraft, GiftValues> {
  return z
    .object({
      coin: z.enum(COINS),
      amount: z.string(),
      mobile: z.string(),
      message: z.string().transform((message) => message.trim()),
    })
    .transform((values, ctx) => {
      const issue = (path: keyof GiftValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const amount = checkAmount(values.amount, 'INR');
      if (amount.state === 'empty') issue('amount', ENTER_AMOUNT);
      else if (amount.state === 'invalid') issue('amount', amount.message);
      else if (amount.minor < MIN_GIFT_VALUE_PAISE) issue('amount', GIFT_MESSAGES.minimum);
      if (!isPhoneNumber(values.mobile)) issue('mobile', PHONE_LENGTH_MESSAGE);
      else if (ownMobile && values.mobile === ownMobile) issue('mobile', GIFT_MESSAGES.toYourself);
      if (values.message.length > GIFT_MESSAGE_MAX)
        issue('message', `At most ${GIFT_MESSAGE_MAX} characters`);
      if (amount.state !== 'ok') return z.NEVER;
      return { ...values, amount: amount.amount };
    });
}

/** A label and its figure, as the confirmation lists them. */
interface GiftLine {
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
