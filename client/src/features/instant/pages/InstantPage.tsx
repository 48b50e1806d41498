// /in/bitcoin, /in/ether, /in/usdt: Buy and Sell tabs, the amount in rupees or coin with the
// §5 rules as typed, the live preview of every line at the live price, then a locked quote in the §4 order
// confirmation (Cancel, Confirm), and the filled order with the refreshed balances. Verified-only (§6).
// A Confirm whose answer was lost is never shown as failed: the page says it is checking until it knows.
import { COINS, type Coin } from '@sikka/shared/constants';
import type { ExecuteResponse, LockedQuote, QuoteRequestBody } from '@sikka/shared/instant/schemas';
import type { QuoteSide, QuoteUnit } from '@sikka/shared/market/quote';
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { INSTANT_PAGE } from '@sikka/shared/routes/routeTable';
import type { VerificationFields } from '@sikka/shared/user/verification';
import type { Wallets } from '@sikka/shared/wallet/schemas';
import { Tabs } from 'radix-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { appErrorOf, formFieldError, outcomeIsUnknown } from '../../../lib/errors.ts';
import { AttemptKeys } from '../../../lib/money/attemptKeys.ts';
import { useAttemptOutcome } from '../../../lib/money/useAttemptOutcome.ts';
import type { LiveStatus } from '../../../lib/realtime/liveFeed.ts';
import { trpc } from '../../../lib/trpc.ts';
import { Button } from '../../../ui/Button.tsx';
import { CoinIcon } from '../../../ui/Icon.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import {
  AMOUNT_SERVER_FIELDS,
  useExecute,
  useExecuteOutcome,
  useFeeSchedule,
  useQuote,
} from '../api/instant.ts';
import { LivePricePanel } from '../components/LivePricePanel.tsx';
import { OrderConfirmDialog } from '../components/OrderConfirmDialog.tsx';
import { OrderResult } from '../components/OrderResult.tsx';
import { TradeForm } from '../components/TradeForm.tsx';
import { quoteDeadline } from '../utils/quoteCountdown.ts';
import '../components/instant.css';

export const COIN_ICON = { BTC: 'bitcoin', ETH: 'ether', USDT: 'usdt' } as const;

/** The market's live prices as this page needs them, composed by its route (a feature never imports another). */
export interface LiveMarket {
  prices: AllPricesResponse | null;
  status: LiveStatus;
  /** What the market says while its prices are down or failed to load. */
  notices: ReactNode;
}

export interface InstantPageProps {
  coin: Coin;
  signedIn: boolean;
  /** Whose money attempts this page may find waiting for their outcome. */
  userId: number | null;
  user: VerificationFields | null;
  userLoading: boolean;
  /** From the quick links' ?side=: which tab opens. */
  initialSide: QuoteSide;
  market: LiveMarket;
  /** The signed-in person's live wallets (the wallet's, composed by the route); null until known. */
  wallets: Wallets | null;
}

interface Locked {
  quote: LockedQuote;
  deadline: number;
  request: QuoteRequestBody;
}

export default function InstantPage({
  coin,
  signedIn,
  userId,
  user,
  userLoading,
  initialSide,
  market,
  wallets,
}: InstantPageProps) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const fees = useFeeSchedule();
  const quote = useQuote();
  const execute = useExecute();
  const keys = useRef(new AttemptKeys()).current;
  const executeOutcome = useExecuteOutcome();
  const attempts = useAttemptOutcome('instant_order', userId, (key) =>
    executeOutcome.mutateAsync({ idempotency_key: key }),
  );
  /** The key of this page's Confirm whose answer was lost, while its outcome is asked. */
  const [asking, setAsking] = useState<string | null>(null);
  const [lastNotDone, setLastNotDone] = useState(false);

  const [side, setSide] = useState<QuoteSide>(initialSide);
  const [unit, setUnit] = useState<QuoteUnit>('inr');
  const [amount, setAmount] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [locked, setLocked] = useState<Locked | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [result, setResult] = useState<ExecuteResponse | null>(null);

  async function requestQuote(request: QuoteRequestBody) {
    const requestedAt = Date.now();
    setDialogError(null);
    try {
      const answer = await quote.mutateAsync(request);
      setLocked({ quote: answer, deadline: quoteDeadline(answer.expires_at, requestedAt), request });
    } catch (error) {
      setLocked(null);
      // §8 a field error goes to the amount input; anything else the central handler has toasted.
      const placed = formFieldError(appErrorOf(error), AMOUNT_SERVER_FIELDS);
      if (placed) setServerError(placed.message);
    }
  }

  function filled(answer: ExecuteResponse) {
    keys.settled();
    setLocked(null);
    setResult(answer);
    setAmount('');
    void utils.wallet.balances.invalidate();
  }

  // What an asked outcome says: the order (once, whichever way it is learnt), or that nothing happened.
  const { settled, dismiss } = attempts;
  useEffect(() => {
    if (!settled) return;
    dismiss();
    setAsking((current) => (current === settled.key ? null : current));
    if (settled.outcome.state === 'done') filled(settled.outcome.result);
    else if (settled.found) setLastNotDone(true);
    else {
      keys.settled();
      setDialogError(t('instant.notDone'));
    }
  });

  // Asking stopped without an answer (the session ended): the attempt stays remembered for the next visit.
  useEffect(() => {
    if (asking !== null && settled === null && !attempts.checking.has(asking)) {
      setAsking(null);
      setDialogError(t('instant.stillUnknown'));
    }
  });

  async function confirm() {
    if (!locked) return;
    setDialogError(null);
    // The same quote confirmed again (after a network failure) is the same attempt: the same key.
    const idempotencyKey = keys.keyFor(locked.quote.quote_id);
    attempts.remember(idempotencyKey);
    try {
      const answer = await execute.mutateAsync({
        quote_id: locked.quote.quote_id,
        idempotency_key: idempotencyKey,
      });
      attempts.forget(idempotencyKey);
      filled(answer);
    } catch (error) {
      if (outcomeIsUnknown(error)) {
        setAsking(idempotencyKey);
        attempts.check(idempotencyKey);
        return;
      }
      attempts.forget(idempotencyKey);
      const appError = appErrorOf(error);
      const placed = formFieldError(appError, AMOUNT_SERVER_FIELDS);
      if (placed) {
        setLocked(null);
        setServerError(placed.message);
        return;
      }
      if (appError.kind !== 'silent' && appError.kind !== 'session-expired')
        setDialogError(appError.message ?? t('instant.executeFailed'));
    }
  }

  const coinName = t(`coins.${coin}`);

  return (
    <div className="instant">
      <header className="instant__head">
        <div className="instant__heading">
          <CoinIcon coin={COIN_ICON[coin]} size={40} />
          <div>
            <h1 className="instant__title">{t('instant.title')}</h1>
            <p className="instant__lead">{t('instant.lead', { name: coinName, coin })}</p>
          </div>
        </div>
        <nav className="instant__coins" aria-label={t('instant.coinsNav')}>
          {COINS.map((other) => (
            <NavLink
              key={other}
              to={INSTANT_PAGE[other]}
              className={({ isActive }) => `instant__coin${isActive ? ' instant__coin--on' : ''}`}
            >
              <CoinIcon coin={COIN_ICON[other]} size={20} />
              {other}
            </NavLink>
          ))}
        </nav>
      </header>

      <div className="instant__grid">
        <section className="trade-card" aria-labelledby="trade-title">
          <h2 id="trade-title" className="visually-hidden">
            {t('instant.tradeTitle', { coin })}
          </h2>
          {asking === null && attempts.checking.size > 0 ? (
            <Notice tone="pending">{t('instant.checkingLast')}</Notice>
          ) : null}
          {lastNotDone ? (
            <Notice
              tone="info"
              actions={
                <Button size="small" variant="secondary" onClick={() => setLastNotDone(false)}>
                  {t('instant.dismiss')}
                </Button>
              }
            >
              {t('instant.lastNotDone')}
            </Notice>
          ) : null}
          {result ? (
            <OrderResult result={result} schedule={fees.data ?? null} onAgain={() => setResult(null)} />
          ) : (
            <Tabs.Root
              value={side}
              onValueChange={(value) => {
                setSide(value as QuoteSide);
                setServerError(null);
              }}
            >
              <Tabs.List className="trade-tabs" aria-label={t('instant.sideTabs')}>
                <Tabs.Trigger value="buy" className="trade-tabs__tab trade-tabs__tab--buy">
                  {t('instant.buy')}
                </Tabs.Trigger>
                <Tabs.Trigger value="sell" className="trade-tabs__tab trade-tabs__tab--sell">
                  {t('instant.sell')}
                </Tabs.Trigger>
              </Tabs.List>
              {(['buy', 'sell'] as const).map((tab) => (
                <Tabs.Content key={tab} value={tab} className="trade-tabs__panel">
                  <TradeForm
                    side={tab}
                    coin={coin}
                    unit={unit}
                    onUnitChange={(next) => {
                      setUnit(next);
                      setAmount('');
                      setServerError(null);
                    }}
                    amount={amount}
                    onAmountChange={(next) => {
                      setAmount(next);
                      setServerError(null);
                    }}
                    serverError={serverError}
                    prices={market.prices}
                    schedule={fees.data ?? null}
                    wallets={wallets}
                    signedIn={signedIn}
                    user={user}
                    userLoading={userLoading}
                    quoting={quote.isPending}
                    onSubmit={(request) => void requestQuote(request)}
                  />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          )}
        </section>

        <LivePricePanel coin={coin} market={market} schedule={fees.data ?? null} />
      </div>

      {locked ? (
        <OrderConfirmDialog
          quote={locked.quote}
          deadline={locked.deadline}
          schedule={fees.data ?? null}
          confirming={execute.isPending}
          checking={asking === null ? null : t('instant.checking')}
          requoting={quote.isPending}
          error={dialogError}
          onCancel={() => {
            setLocked(null);
            setDialogError(null);
          }}
          onConfirm={() => void confirm()}
          onRequote={() => void requestQuote(locked.request)}
        />
      ) : null}
    </div>
  );
}
