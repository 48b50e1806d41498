// /in/bitcoin, /in/ether, /in/usdt: Buy and Sell tabs, the amount in rupees or coin with the
// §5 rules as typed, the live preview of every line at the live price, then a locked quote in the §4 order
// confirmation (Cancel, Confirm), and the filled order with the refreshed balances. Verified-only (§6).
import { COINS, type Coin } from '@sikka/shared/constants';
import type { ExecuteResponse, LockedQuote, QuoteRequestBody } from '@sikka/shared/instant/schemas';
import type { QuoteSide, QuoteUnit } from '@sikka/shared/market/quote';
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { INSTANT_PAGE } from '@sikka/shared/routes/routeTable';
import type { VerificationFields } from '@sikka/shared/user/verification';
import type { Wallets } from '@sikka/shared/wallet/schemas';
import { Tabs } from 'radix-ui';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { appErrorOf, formFieldError } from '../../../lib/errors.ts';
import { AttemptKeys } from '../../../lib/money/attemptKeys.ts';
import type { LiveStatus } from '../../../lib/realtime/liveFeed.ts';
import { trpc } from '../../../lib/trpc.ts';
import { CoinIcon } from '../../../ui/Icon.tsx';
import { AMOUNT_SERVER_FIELDS, useExecute, useFeeSchedule, useQuote } from '../api/instant.ts';
import { quoteDeadline } from '../utils/quoteCountdown.ts';
import { LivePricePanel } from './LivePricePanel.tsx';
import { OrderConfirmDialog } from './OrderConfirmDialog.tsx';
import { OrderResult } from './OrderResult.tsx';
import { TradeForm } from './TradeForm.tsx';
import './instant.css';

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

  async function confirm() {
    if (!locked) return;
    setDialogError(null);
    // The same quote confirmed again (after a network failure) is the same attempt: the same key.
    const idempotencyKey = keys.keyFor(locked.quote.quote_id);
    try {
      const answer = await execute.mutateAsync({
        quote_id: locked.quote.quote_id,
        idempotency_key: idempotencyKey,
      });
      keys.succeeded();
      setLocked(null);
      setResult(answer);
      setAmount('');
      void utils.wallet.balances.invalidate();
    } catch (error) {
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
