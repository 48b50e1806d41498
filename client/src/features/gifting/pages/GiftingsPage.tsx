// /in/giftings 'Gift a Coin': a coin worth ₹X sent to a mobile number with a message, confirmed with the §9
// transaction code (the coin leaves the wallet at once and waits for the recipient); the gifts received, each
// claimed with one tap, and those sent, each with its state.
import { COINS } from '@sikka/shared/constants';
import { formatDateTime } from '@sikka/shared/format/date';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGES, type Gift, type GiftQuote } from '@sikka/shared/gifting/schemas';
import { formatCoin, formatInr } from '@sikka/shared/money/amount';
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import type { VerificationFields } from '@sikka/shared/user/verification';
import { actionPermission } from '@sikka/shared/user/verification';
import { filterPhoneInput } from '@sikka/shared/validation/phone';
import { Tabs } from 'radix-ui';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { filterAmountInput } from '../../../lib/money/amountInput.ts';
import { notify } from '../../../lib/toast.ts';
import { useMoneyMove } from '../../../lib/useMoneyMove.ts';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { FormAmountField, FormTextField } from '../../../ui/FormFields.tsx';
import { CoinIcon } from '../../../ui/Icon.tsx';
import { MoneyMoveDialogs } from '../../../ui/MoneyMoveDialogs.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { codePrompt } from '../../../ui/OtpDialog.tsx';
import { PagedFeed } from '../../../ui/PagedFeed.tsx';
import { VerifiedGate } from '../../../ui/VerifiedGate.tsx';
import { type GiftBox, useAvailable, useGiftChanges, useGifts } from '../api/gifting.ts';
import {
  GIFT_FORM_DEFAULTS,
  GIFT_SERVER_FIELDS,
  type GiftDraft,
  type GiftValues,
  giftConfirmationLines,
  giftFormSchema,
} from '../utils/giftForm.ts';
import '../components/gifting.css';
import '../../../ui/accountPage.css';

const COIN_ICON = { BTC: 'bitcoin', ETH: 'ether', USDT: 'usdt' } as const;
const inr = (amount: string) => formatInr(amount, { symbol: true });
const STATE_LABELS = { sent: 'Waiting to be claimed', claimed: 'Claimed', returned: 'Returned' } as const;

interface GiftingsPageProps {
  user: (VerificationFields & { mobile_number?: string | null | undefined }) | null;
  userLoading: boolean;
}

export default function GiftingsPage({ user, userLoading }: GiftingsPageProps) {
  const [box, setBox] = useState<GiftBox>('received');
  const verified = user !== null && actionPermission(user, SUPPORT_CONTACT.phone).allowed;
  return (
    <section className="list-page gifting" aria-labelledby="gifting-title">
      <h1 id="gifting-title" className="list-page__title">
        Gift a Coin
      </h1>
      <p className="list-page__intro">
        Send Bitcoin, Ether or Tether worth any amount from ₹100 to a friend's mobile number. You pay in
        rupees now; the coin waits for them, and if they do not claim it in time, it comes back to your
        wallet.
      </p>
      <div className="account-card">
        <VerifiedGate signedIn user={user} userLoading={userLoading} visitorText="Log in to send a gift.">
          <GiftForm ownMobile={user?.mobile_number ?? null} onSent={() => setBox('sent')} />
        </VerifiedGate>
      </div>
      <Tabs.Root value={box} onValueChange={(value) => setBox(value as GiftBox)} className="account-card">
        <Tabs.List className="tabs-list" aria-label="Your gifts">
          <Tabs.Trigger value="received" className="tabs-list__tab">
            Received
          </Tabs.Trigger>
          <Tabs.Trigger value="sent" className="tabs-list__tab">
            Sent
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="received">
          <GiftList box="received" canClaim={verified} />
        </Tabs.Content>
        <Tabs.Content value="sent">
          <GiftList box="sent" canClaim={false} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

interface Draft {
  quote: GiftQuote;
  mobile: string;
  message: string;
}

function GiftForm({ ownMobile, onSent }: { ownMobile: string | null; onSent: () => void }) {
  const changes = useGiftChanges();
  const available = useAvailable(true);
  const form = useForm<GiftValues, unknown, GiftDraft>({
    resolver: formResolver<GiftValues, GiftDraft>(giftFormSchema(ownMobile)),
    defaultValues: GIFT_FORM_DEFAULTS,
  });
  const toField = (failure: unknown) => showServerFieldError(form, failure, GIFT_SERVER_FIELDS);
  const rupees = available.data?.wallets.INR.available ?? null;
  const move = useMoneyMove({
    sendCode: changes.sendCode,
    fingerprint: (draft: Draft) => `${draft.quote.quote_id}|${draft.mobile}|${draft.message}`,
    submit: (draft, otp, idempotency_key) =>
      changes.send.mutateAsync({
        quote_id: draft.quote.quote_id,
        recipient_mobile: draft.mobile,
        message: draft.message,
        otp,
        idempotency_key,
      }),
    onDone: (answer) => {
      form.reset({ ...GIFT_FORM_DEFAULTS, coin: form.getValues('coin') });
      notify.success(answer.message);
      onSent();
    },
    toField,
  });

  const submit = form.handleSubmit(async ({ coin, amount, mobile, message }) => {
    try {
      const quote = await changes.quote.mutateAsync({ coin, inr_amount: amount });
      move.ask({ quote, mobile, message });
    } catch (failure) {
      if (!toField(failure))
        form.setError('amount', {
          type: 'server',
          message: appErrorOf(failure).message ?? 'Something went wrong',
        });
    }
  });

  return (
    <>
      <form
        className="form-column gift-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Send a gift"
      >
        <Controller
          control={form.control}
          name="coin"
          render={({ field }) => (
            <ChoiceGroup
              legend="Coin"
              value={field.value}
              onChange={field.onChange}
              options={COINS.map((each) => ({ value: each, label: each }))}
            />
          )}
        />
        <p className="gift-form__available num">
          {rupees === null ? ' ' : `Available: ${formatInr(rupees, { symbol: true })}`}
        </p>
        <FormAmountField
          control={form.control}
          name="amount"
          label="Amount in rupees"
          unit="₹"
          filter={(typed, previous) => filterAmountInput(typed, 'INR', previous)}
          hint="Paid from your rupees: the coin is bought at the instant price, with its fee and GST, and held for them."
        />
        <FormTextField
          control={form.control}
          name="mobile"
          label="Recipient's mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          filter={filterPhoneInput}
        />
        <FormTextField
          control={form.control}
          name="message"
          label="Message (optional)"
          maxLength={GIFT_MESSAGE_MAX}
        />
        <Button type="submit" busy={changes.sending || changes.quote.isPending}>
          Review gift
        </Button>
      </form>
      <MoneyMoveDialogs
        move={move}
        busy={changes.sending}
        title="Confirm gift"
        description={(draft) =>
          `Send ${draft.quote.coin} worth ${inr(draft.quote.worth)} to ${draft.mobile}? The price is held until ${new Date(draft.quote.expires_at).toLocaleTimeString('en-GB')}.`
        }
        details={(draft) => (
          <DataList lines={giftConfirmationLines(draft.quote, draft.mobile, draft.message)} />
        )}
        codeDescription={(draft, twoFactor) =>
          codePrompt(
            twoFactor,
            `to pay ${inr(draft.quote.total)} for ${draft.quote.coin} worth ${inr(draft.quote.worth)} to ${draft.mobile}`,
          )
        }
      />
    </>
  );
}

function GiftList({ box, canClaim }: { box: GiftBox; canClaim: boolean }) {
  const [page, setPage] = useState(1);
  return (
    <PagedFeed
      query={useGifts(box, page)}
      label={box === 'received' ? 'Gifts received' : 'Gifts sent'}
      loading="Loading your gifts"
      failed="Your gifts could not be loaded."
      empty={
        <Notice tone="info" title={box === 'received' ? 'No gifts received yet' : 'No gifts sent yet'}>
          {box === 'received'
            ? 'A gift sent to your mobile number appears here, ready to claim.'
            : 'Send a coin to a friend with the form above.'}
        </Notice>
      }
      skeletonHeight="4.5rem"
      onPage={setPage}
    >
      {(gift) => <GiftRow key={gift.id} gift={gift} canClaim={canClaim} />}
    </PagedFeed>
  );
}

function GiftRow({ gift, canClaim }: { gift: Gift; canClaim: boolean }) {
  const { claim } = useGiftChanges();
  // One key per gift: a retried claim is the same claim.
  const key = useRef(crypto.randomUUID()).current;
  const claimable = gift.direction === 'received' && gift.status === 'sent';
  return (
    <li className="feed__item" data-gift-state={gift.status}>
      <CoinIcon coin={COIN_ICON[gift.coin]} size={32} />
      <div className="feed__body">
        <span className="feed__subject num">
          {formatCoin(gift.quantity, gift.coin)} {gift.coin}
          <span className="feed__meta"> · worth {formatInr(gift.inr_value, { symbol: true })}</span>
        </span>
        <span>
          {gift.direction === 'sent' ? 'To' : 'From'} {gift.counterparty}
        </span>
        {gift.message ? <q className="gift__message">{gift.message}</q> : null}
        <span className="feed__meta">
          {formatDateTime(gift.created_at)}
          {gift.status === 'sent' ? ` · unclaimed gifts return on ${formatDateTime(gift.expires_at)}` : ''}
          {gift.settled_at
            ? ` · ${STATE_LABELS[gift.status].toLowerCase()} ${formatDateTime(gift.settled_at)}`
            : ''}
        </span>
        <span className="feed__tag">{STATE_LABELS[gift.status]}</span>
      </div>
      {claimable ? (
        <div className="feed__actions">
          {canClaim ? (
            <Button
              size="small"
              busy={claim.isPending}
              onClick={() =>
                claim.mutate(
                  { gift_id: gift.id, idempotency_key: key },
                  { onSuccess: (answer) => notify.success(answer.message) },
                )
              }
            >
              Claim
            </Button>
          ) : (
            <span className="feed__meta">{GIFT_MESSAGES.verifyFirst}</span>
          )}
        </div>
      ) : null}
    </li>
  );
}
