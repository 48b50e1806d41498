// An instant order through the shared money-move flow: a locked quote asked for the form's amount opens the §4
// confirmation (a new quote replaces it), Confirm executes it with the attempt's key, and an answer lost on the way
// is asked by that key until known — never shown as failed. An attempt an earlier visit left waiting is asked too.
import type { ExecuteResponse, LockedQuote, QuoteRequestBody } from '@sikka/shared/instant/schemas';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { showServerFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useAttemptOutcome } from '../../../lib/money/useAttemptOutcome.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useMoneyMove } from '../../../lib/useMoneyMove.ts';
import { AMOUNT_SERVER_FIELDS, useExecute, useExecuteOutcome, useQuote } from '../api/instant.ts';
import type { TradeValues } from '../utils/preview.ts';
import { quoteDeadline } from '../utils/quoteCountdown.ts';

/** A quote held for the person, with when its countdown ends and what it was asked with (to ask again). */
interface Locked {
  quote: LockedQuote;
  deadline: number;
  request: QuoteRequestBody;
}

export function useInstantOrder(userId: number | null, form: UseFormReturn<TradeValues>) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const quote = useQuote();
  const execute = useExecute();
  const executeOutcome = useExecuteOutcome();
  const attempts = useAttemptOutcome('instant_order', userId, (key) =>
    executeOutcome.mutateAsync({ idempotency_key: key }),
  );
  const [result, setResult] = useState<ExecuteResponse | null>(null);
  const [lastNotDone, setLastNotDone] = useState(false);
  // §8 a refusal naming the amount goes to its input; anything else the central handler or the dialog shows.
  const toAmount = (error: unknown) => showServerFieldError(form, error, AMOUNT_SERVER_FIELDS);

  function filled(answer: ExecuteResponse) {
    setResult(answer);
    form.setValue('amount', '');
    void utils.wallet.balances.invalidate();
  }

  const move = useMoneyMove({
    sendCode: null,
    // The same quote confirmed again (after a network failure) is the same attempt: the same key.
    fingerprint: (locked: Locked) => locked.quote.quote_id,
    submit: (locked, _otp, idempotency_key) =>
      execute.mutateAsync({ quote_id: locked.quote.quote_id, idempotency_key }),
    onDone: filled,
    toField: toAmount,
    lostAnswer: { attempts, notDone: t('instant.notDone'), stillUnknown: t('instant.stillUnknown') },
  });

  // An attempt an earlier visit left waiting: its order (the form gives way to it), or that nothing happened.
  const { settled, dismiss } = attempts;
  useEffect(() => {
    if (!settled?.found) return;
    dismiss();
    if (settled.outcome.state === 'not-done') return setLastNotDone(true);
    move.cancel();
    filled(settled.outcome.result);
  });

  async function requestQuote(request: QuoteRequestBody) {
    const requestedAt = Date.now();
    try {
      const answer = await quote.mutateAsync(request);
      move.ask({ quote: answer, deadline: quoteDeadline(answer.expires_at, requestedAt), request });
    } catch (error) {
      move.cancel();
      toAmount(error);
    }
  }

  return {
    move,
    requestQuote,
    quoting: quote.isPending,
    result,
    clearResult: () => setResult(null),
    lastNotDone,
    dismissLastNotDone: () => setLastNotDone(false),
    /** An earlier visit's attempt is being asked about. */
    checkingEarlier: !move.checking && attempts.checking.size > 0,
  };
}
