// Buying a basket and the baskets held (sale, rebalance): each quoted, then the §4 confirmation with every line
// through the shared money-move flow, no code (instant buy's rule), a key per attempt. A refusal naming the amount
// or the percentage goes back to the input that asked.
import { BASKET_MESSAGES } from '@sikka/shared/basket/rules';
import type { Basket, BasketQuote, BasketQuoteRequest } from '@sikka/shared/basket/schemas';
import { formatDateTime } from '@sikka/shared/format/date';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { filterAmountInput } from '../../../lib/money/amountInput.ts';
import { notify } from '../../../lib/toast.ts';
import { useMoneyMove } from '../../../lib/useMoneyMove.ts';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { FormAmountField } from '../../../ui/FormFields.tsx';
import { MoneyMoveDialogs } from '../../../ui/MoneyMoveDialogs.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useBalances, useBasketChanges, useHoldings } from '../api/basket.ts';
import { type BuyValues, buyFormSchema } from '../utils/basketForms.ts';
import { inr, quoteHeadline } from '../utils/basketView.ts';
import { HoldingCard } from './HoldingCard.tsx';
import { QuoteLines } from './QuoteLines.tsx';

type Asker = BasketQuoteRequest['side'];
type BasketId = Extract<BasketQuoteRequest, { side: 'buy' }>['basket_id'];
const BUY_SERVER_FIELDS = { amount: 'amount' } as const;

export function BasketTrading(props: {
  baskets: Basket[];
  chosen: string;
  onChoose: (id: string) => void;
  nameOf: (id: string) => string;
}) {
  const changes = useBasketChanges();
  const balances = useBalances(true);
  const holdings = useHoldings(true);
  const form = useForm<BuyValues, unknown, BuyValues>({
    resolver: formResolver(buyFormSchema),
    defaultValues: { amount: '' },
  });
  /** Who asked for the quote being confirmed, and the input that shows its refusal. */
  const asker = useRef<{ kind: Asker; toField: (error: unknown) => boolean }>({
    kind: 'buy',
    toField: () => false,
  });
  const move = useMoneyMove({
    sendCode: null,
    fingerprint: (draft: BasketQuote) => draft.quote_id,
    submit: (draft, _otp, idempotency_key) =>
      changes.execute.mutateAsync({ quote_id: draft.quote_id, idempotency_key }),
    onDone: (answer, draft) => {
      if (draft.side === 'buy') form.reset();
      notify.success(`${answer.message}: ${props.nameOf(draft.basket_id)}`);
    },
    toField: (error) => asker.current.toField(error),
  });

  async function ask(request: BasketQuoteRequest, toField: (error: unknown) => boolean) {
    asker.current = { kind: request.side, toField };
    try {
      move.ask(await changes.quote.mutateAsync(request));
    } catch (error) {
      if (!toField(error))
        notify.error(appErrorOf(error).message ?? 'Something went wrong! Please try again later');
    }
  }

  const buy = form.handleSubmit(({ amount }) =>
    ask({ side: 'buy', basket_id: props.chosen as BasketId, amount }, (error) =>
      showServerFieldError(form, error, BUY_SERVER_FIELDS),
    ),
  );

  const available = balances.data?.wallets.INR?.available ?? null;
  return (
    <>
      <form
        className="basket__form"
        onSubmit={(event) => void buy(event)}
        noValidate
        aria-label="Buy a basket"
      >
        <ChoiceGroup
          legend="Basket"
          value={props.chosen}
          onChange={props.onChoose}
          options={props.baskets.map((b) => ({ value: b.id, label: b.name }))}
        />
        <FormAmountField
          control={form.control}
          name="amount"
          label="Amount"
          unit="₹"
          filter={(typed, previous) => filterAmountInput(typed, 'INR', previous)}
          hint={`${BASKET_MESSAGES.minimum}${available === null ? '' : ` · available ${inr(available)}`}`}
        />
        <Button type="submit" busy={changes.quote.isPending && asker.current.kind === 'buy'}>
          Review purchase
        </Button>
      </form>
      <h2 className="basket__heading basket__heading--spaced">Your baskets</h2>
      {holdings.isError && !holdings.data ? (
        <FailedNotice title="Your baskets could not be loaded." onRetry={() => void holdings.refetch()} />
      ) : !holdings.data ? (
        <div role="status">
          <span className="visually-hidden">Loading your baskets</span>
          <Skeleton width="100%" height="6rem" />
        </div>
      ) : holdings.data.data.length === 0 ? (
        <Notice tone="info" title="No baskets yet">
          A basket you buy appears here with its value and profit or loss, and you can sell it or rebalance
          it.
        </Notice>
      ) : (
        holdings.data.data.map((holding) => (
          <HoldingCard
            key={holding.basket_id}
            holding={holding}
            busy={changes.quote.isPending}
            onSell={(percent, toField) =>
              void ask({ side: 'sell', basket_id: holding.basket_id as BasketId, percent }, toField)
            }
            onRebalance={() =>
              void ask({ side: 'rebalance', basket_id: holding.basket_id as BasketId }, () => false)
            }
          />
        ))
      )}
      <MoneyMoveDialogs
        move={move}
        busy={changes.execute.isPending}
        title={
          move.review?.side === 'buy'
            ? 'Confirm purchase'
            : move.review?.side === 'sell'
              ? 'Confirm sale'
              : 'Confirm rebalance'
        }
        description={(quote) =>
          `${quoteHeadline(quote, props.nameOf(quote.basket_id))} Prices are held until ${formatDateTime(new Date(quote.expires_at)).slice(11)}.`
        }
        details={(quote) => <QuoteLines quote={quote} />}
      />
    </>
  );
}
