// /in/crypto-basket 'Crypto Basket': the curated baskets (composition, past, risk), the buy form, the holdings with
// sale and rebalance, and the systematic buying plans with their runs. Every money move goes through the shared
// money-move hook: the §4 confirmation with every line, no code (instant buy's rule), a key per attempt.
import {
  BASKET_MESSAGES,
  FREQUENCY_LABELS,
  PLAN_FREQUENCIES,
  type PlanFrequency,
} from '@sikka/shared/basket/rules';
import type { Basket, BasketQuote, Holding, Plan, PlanForm } from '@sikka/shared/basket/schemas';
import { formatDateTime } from '@sikka/shared/format/date';
import { formatCoin, formatInr } from '@sikka/shared/money/amount';
import { PATHS } from '@sikka/shared/routes/routeTable';
import type { VerificationFields } from '@sikka/shared/user/verification';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { appErrorOf } from '../../../lib/errors.ts';
import { filterAmountInput } from '../../../lib/money/amountInput.ts';
import { notify } from '../../../lib/toast.ts';
import { useMoneyMove } from '../../../lib/useMoneyMove.ts';
import { AmountField } from '../../../ui/AmountField.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { type DataLine, DataList } from '../../../ui/DataList.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { MoneyMoveDialogs } from '../../../ui/MoneyMoveDialogs.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { VerifiedGate } from '../../../ui/VerifiedGate.tsx';
import { useBalances, useBasketChanges, useBaskets, useHoldings, usePlans } from '../api/basket.ts';
import {
  filterPercentInput,
  PLAN_STATUS_LABELS,
  planTargets,
  quoteHeadline,
  RUN_STATUS_LABELS,
  saleHint,
  type WindowLabel,
  windowChange,
  windowSeries,
  windowsCovered,
} from '../utils/basketView.ts';
import '../components/basket.css';

const BasketChart = lazy(() => import('../components/BasketChart.tsx'));
const inr = (value: bigint | string) => formatInr(value, { symbol: true });
const today = () => new Date().toISOString().slice(0, 10);

export interface BasketPageProps {
  signedIn: boolean;
  user: VerificationFields | null;
  userLoading: boolean;
}

type Asker = 'buy' | 'sell' | 'rebalance';

export default function BasketPage({ signedIn, user, userLoading }: BasketPageProps) {
  const baskets = useBaskets();
  const [chosen, setChosen] = useState<string>('top-3');
  const buyRef = useRef<HTMLDivElement>(null);
  const list = baskets.data?.data ?? [];
  const nameOf = (id: string) => list.find((b) => b.id === id)?.name ?? id;
  return (
    <section className="list-page basket" aria-labelledby="basket-title">
      <h1 id="basket-title" className="list-page__title">
        Crypto Basket
      </h1>
      <p className="list-page__intro">
        Buy several coins in one order, in the weights of a ready-made basket, or set up a systematic buying
        plan that buys for you every day, week or month. New here? Read{' '}
        <Link to="/in/info/feature-cryptobasket/intro/">how baskets work</Link> and{' '}
        <Link to="/in/info/feature-sbp/intro/">how buying plans work</Link>.
      </p>
      <h2 className="basket__heading basket__heading--list">Baskets</h2>
      {baskets.isError && !baskets.data ? (
        <FailedNotice title="The baskets could not be loaded." onRetry={() => void baskets.refetch()} />
      ) : !baskets.data ? (
        <div className="basket__cards" role="status">
          <span className="visually-hidden">Loading the baskets</span>
          <Skeleton width="100%" height="16rem" />
          <Skeleton width="100%" height="16rem" />
        </div>
      ) : (
        <ul className="basket__cards" aria-label="Baskets">
          {list.map((basket) => (
            <BasketCard
              key={basket.id}
              basket={basket}
              onBuy={() => {
                setChosen(basket.id);
                buyRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
              }}
            />
          ))}
        </ul>
      )}
      <div className="basket__panel" ref={buyRef}>
        <h2 className="basket__heading">Buy a basket</h2>
        <VerifiedGate
          signedIn={signedIn}
          user={user}
          userLoading={userLoading}
          visitorText="Log in to buy a basket."
        >
          <Trading baskets={list} chosen={chosen} onChoose={setChosen} nameOf={nameOf} />
        </VerifiedGate>
      </div>
      <div className="basket__panel">
        <h2 className="basket__heading">Systematic buying plans</h2>
        <VerifiedGate
          signedIn={signedIn}
          user={user}
          userLoading={userLoading}
          visitorText="Log in to start a buying plan."
        >
          <Plans baskets={list} />
        </VerifiedGate>
      </div>
    </section>
  );
}

function BasketCard({ basket, onBuy }: { basket: Basket; onBuy: () => void }) {
  const now = today();
  const windows = windowsCovered(basket.performance, now);
  const [window, setWindow] = useState<WindowLabel>('1 month');
  const series = windowSeries(basket.performance, window, now);
  const change = windowChange(series);
  return (
    <li className="basket__card" aria-labelledby={`basket-${basket.id}`}>
      <div className="basket__card-head">
        <h3 id={`basket-${basket.id}`} className="basket__name">
          {basket.name}
        </h3>
        <span className={`basket__risk basket__risk--${basket.risk.replace(' ', '-').toLowerCase()}`}>
          {basket.risk} risk
        </span>
      </div>
      <p className="basket__text">{basket.description}</p>
      <ul className="basket__weights" aria-label={`${basket.name} composition`}>
        {basket.components.map((c) => (
          <li key={c.coin}>
            <span>{c.coin}</span>
            <span className="basket__bar" aria-hidden="true">
              <span style={{ width: `${c.weight}%` }} />
            </span>
            <span className="num">{c.weight}%</span>
          </li>
        ))}
      </ul>
      {windows.length === 0 ? (
        <p className="basket__text">No price history yet: the chart appears once the exchange has traded.</p>
      ) : (
        <>
          <div className="basket__chart-head">
            <ChoiceGroup
              legend={`${basket.name} past performance`}
              legendHidden
              size="small"
              value={window}
              onChange={setWindow}
              options={(['1 month', '6 months', '1 year'] as const).map((label) => ({
                value: label,
                label,
                disabled: !windows.includes(label),
              }))}
            />
            {change ? (
              <span className={`num ${change.startsWith('-') ? 'basket__down' : 'basket__up'}`}>
                {change}
              </span>
            ) : null}
          </div>
          <Suspense fallback={<Skeleton width="100%" height="140px" />}>
            <BasketChart
              series={series}
              label={`₹100 in ${basket.name} over ${window}: ${change ?? 'no change'}`}
            />
          </Suspense>
        </>
      )}
      <p className="basket__risk-text">{basket.risk_text}</p>
      <Button variant="secondary" onClick={onBuy}>
        Buy {basket.name}
      </Button>
    </li>
  );
}

function Trading(props: {
  baskets: Basket[];
  chosen: string;
  onChoose: (id: string) => void;
  nameOf: (id: string) => string;
}) {
  const changes = useBasketChanges();
  const balances = useBalances(true);
  const holdings = useHoldings(true);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [percent, setPercent] = useState<Record<string, string>>({});
  const [percentError, setPercentError] = useState<Record<string, string | null>>({});
  const asker = useRef<{ kind: Asker; basket: string }>({ kind: 'buy', basket: props.chosen });
  const move = useMoneyMove({
    sendCode: null,
    fingerprint: (draft: BasketQuote) => draft.quote_id,
    submit: (draft, _otp, idempotency_key) =>
      changes.execute.mutateAsync({ quote_id: draft.quote_id, idempotency_key }),
    onDone: (answer, draft) => {
      if (draft.side === 'buy') setAmount('');
      notify.success(`${answer.message}: ${props.nameOf(draft.basket_id)}`);
    },
    toField: (error) => placeFieldError(error),
  });

  function placeFieldError(error: unknown): boolean {
    const first = appErrorOf(error).firstFieldError;
    if (!first) return false;
    const { kind, basket } = asker.current;
    if (kind === 'buy' && first.field === 'amount') {
      setAmountError(first.message);
      return true;
    }
    if (kind !== 'buy' && first.field === 'percent') {
      setPercentError((all) => ({ ...all, [basket]: first.message }));
      return true;
    }
    return false;
  }

  async function ask(kind: Asker, basket: string, input: Record<string, string>) {
    asker.current = { kind, basket };
    try {
      const quote = await changes.quote.mutateAsync({ side: kind, basket_id: basket, ...input } as never);
      move.ask(quote);
    } catch (error) {
      if (!placeFieldError(error))
        notify.error(appErrorOf(error).message ?? 'Something went wrong! Please try again later');
    }
  }

  function buy(event: FormEvent) {
    event.preventDefault();
    setAmountError(null);
    if (amount.trim() === '') {
      setAmountError('Enter an amount');
      return;
    }
    void ask('buy', props.chosen, { amount });
  }

  const available = balances.data?.wallets.INR?.available ?? null;
  return (
    <>
      <form className="basket__form" onSubmit={buy} noValidate aria-label="Buy a basket">
        <ChoiceGroup
          legend="Basket"
          value={props.chosen}
          onChange={props.onChoose}
          options={props.baskets.map((b) => ({ value: b.id, label: b.name }))}
        />
        <AmountField
          label="Amount"
          unit="₹"
          value={amount}
          onValueChange={(value) => {
            setAmount(value);
            setAmountError(null);
          }}
          filter={(typed, previous) => filterAmountInput(typed, 'INR', previous)}
          hint={`${BASKET_MESSAGES.minimum}${available === null ? '' : ` · available ${inr(available)}`}`}
          error={amountError ?? undefined}
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
            percent={percent[holding.basket_id] ?? '100'}
            error={percentError[holding.basket_id] ?? null}
            onPercent={(value) => {
              setPercent((all) => ({ ...all, [holding.basket_id]: value }));
              setPercentError((all) => ({ ...all, [holding.basket_id]: null }));
            }}
            busy={changes.quote.isPending}
            onSell={() =>
              void ask('sell', holding.basket_id, { percent: percent[holding.basket_id] ?? '100' })
            }
            onRebalance={() => void ask('rebalance', holding.basket_id, {})}
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

function QuoteLines({ quote }: { quote: BasketQuote }) {
  return (
    <div className="basket__quote">
      {quote.components.map((c) => {
        const lines: DataLine[] = [
          { key: 'price', label: 'Price', value: inr(c.price) },
          { key: 'quantity', label: 'Quantity', value: `${formatCoin(c.quantity, c.coin)} ${c.coin}` },
          { key: 'value', label: 'Value', value: inr(c.value) },
          { key: 'fee', label: 'Fee', value: inr(c.fee) },
          { key: 'gst', label: 'GST', value: inr(c.gst) },
          ...(c.side === 'sell' ? [{ key: 'tds', label: 'TDS', value: inr(c.tds) }] : []),
          {
            key: 'total',
            label: c.side === 'buy' ? 'Total' : 'You receive',
            value: inr(c.total),
            emphasis: true,
          },
        ];
        return (
          <section key={`${c.side}-${c.coin}`} aria-label={`${c.side === 'buy' ? 'Buy' : 'Sell'} ${c.coin}`}>
            <h3 className="basket__quote-title">
              {c.side === 'buy' ? 'Buy' : 'Sell'} {c.coin}
            </h3>
            <DataList lines={lines} />
          </section>
        );
      })}
      <DataList
        lines={[
          ...(quote.pay !== '0.00'
            ? [{ key: 'pay', label: 'You pay in all', value: inr(quote.pay), emphasis: true }]
            : []),
          ...(quote.receive !== '0.00'
            ? [{ key: 'receive', label: 'You receive in all', value: inr(quote.receive), emphasis: true }]
            : []),
        ]}
      />
    </div>
  );
}

function HoldingCard(props: {
  holding: Holding;
  percent: string;
  error: string | null;
  busy: boolean;
  onPercent: (value: string) => void;
  onSell: () => void;
  onRebalance: () => void;
}) {
  const { holding } = props;
  const up = !holding.pnl.startsWith('-');
  return (
    <article className="basket__holding" aria-label={`${holding.name} holding`}>
      <h3 className="basket__name">{holding.name}</h3>
      <div className="basket__table-wrap">
        <table className="basket__table">
          <caption className="visually-hidden">{holding.name}: units, cost and value per coin</caption>
          <thead>
            <tr>
              <th scope="col">Coin</th>
              <th scope="col">Units</th>
              <th scope="col">Cost</th>
              <th scope="col">Value</th>
              <th scope="col">Weight (target)</th>
            </tr>
          </thead>
          <tbody>
            {holding.components.map((c) => (
              <tr key={c.coin}>
                <th scope="row">{c.coin}</th>
                <td className="num">{formatCoin(c.units, c.coin)}</td>
                <td className="num">{inr(c.cost)}</td>
                <td className="num">{inr(c.value)}</td>
                <td className="num">
                  {c.weight_now}% ({c.target_weight}%)
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DataList
        lines={[
          { key: 'cost', label: 'Cost', value: inr(holding.cost) },
          { key: 'value', label: 'Current value', value: inr(holding.value) },
          {
            key: 'pnl',
            label: 'Profit / loss',
            value: (
              <span className={up ? 'basket__up' : 'basket__down'}>
                {up ? '+' : ''}
                {inr(holding.pnl)} ({up ? '+' : ''}
                {holding.pnl_percent}%)
              </span>
            ),
            emphasis: true,
          },
        ]}
      />
      <div className="basket__actions">
        <AmountField
          label="Sell (% of this basket)"
          unit="%"
          value={props.percent}
          onValueChange={props.onPercent}
          filter={filterPercentInput}
          hint={saleHint(props.holding.min_sell_percent)}
          error={props.error ?? undefined}
        />
        <Button variant="secondary" onClick={props.onSell} disabled={props.busy}>
          Review sale
        </Button>
        <Button variant="secondary" onClick={props.onRebalance} disabled={props.busy}>
          Rebalance to target
        </Button>
      </div>
    </article>
  );
}

function Plans({ baskets }: { baskets: Basket[] }) {
  const plans = usePlans(true);
  const changes = useBasketChanges();
  const targets = planTargets(baskets);
  const [draft, setDraft] = useState<PlanForm>({ target: 'top-3', amount: '', frequency: 'daily' });
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'frequency', string>>>({});
  const nameOf = (value: string) => targets.find((t) => t.value === value)?.label ?? value;
  const move = useMoneyMove({
    sendCode: null,
    fingerprint: (plan: PlanForm) => JSON.stringify(plan),
    submit: (plan, _otp, idempotency_key) => changes.createPlan.mutateAsync({ ...plan, idempotency_key }),
    onDone: (answer) => {
      setDraft((d) => ({ ...d, amount: '' }));
      notify.success(answer.message);
    },
    toField: (error) => {
      const first = appErrorOf(error).firstFieldError;
      if (first?.field !== 'amount' && first?.field !== 'frequency') return false;
      setErrors({ [first.field]: first.message });
      return true;
    },
  });

  function start(event: FormEvent) {
    event.preventDefault();
    if (draft.amount.trim() === '') {
      setErrors({ amount: 'Enter an amount' });
      return;
    }
    setErrors({});
    move.ask(draft);
  }

  return (
    <>
      <form className="basket__form" onSubmit={start} noValidate aria-label="Start a buying plan">
        <label className="field">
          <span className="field__label">What to buy</span>
          <span className="field__control">
            <select
              className="field__input field__select"
              value={draft.target}
              onChange={(event) => setDraft((d) => ({ ...d, target: event.target.value }))}
            >
              {targets.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </span>
        </label>
        <AmountField
          label="Amount each time"
          unit="₹"
          value={draft.amount}
          onValueChange={(value) => {
            setDraft((d) => ({ ...d, amount: value }));
            setErrors({});
          }}
          filter={(typed, previous) => filterAmountInput(typed, 'INR', previous)}
          hint="From ₹500.00 for a coin, ₹1,000.00 for a basket"
          error={errors.amount}
        />
        <ChoiceGroup
          legend="How often"
          value={draft.frequency}
          onChange={(frequency) => setDraft((d) => ({ ...d, frequency: frequency as PlanFrequency }))}
          options={PLAN_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))}
        />
        {errors.frequency ? <p className="field__error">{errors.frequency}</p> : null}
        <Button type="submit">Review plan</Button>
      </form>
      <MoneyMoveDialogs
        move={move}
        busy={changes.createPlan.isPending}
        title="Confirm buying plan"
        description={(plan) =>
          `Buy ${nameOf(plan.target)} for ${inr(plan.amount)} ${FREQUENCY_LABELS[plan.frequency].toLowerCase()}, starting now?`
        }
        details={(plan) => (
          <DataList
            lines={[
              { key: 'target', label: 'Buys', value: nameOf(plan.target) },
              { key: 'frequency', label: 'How often', value: FREQUENCY_LABELS[plan.frequency] },
              { key: 'first', label: 'First purchase', value: 'Now, at the instant buy price' },
              {
                key: 'amount',
                label: 'Each purchase, fee and GST included, at most',
                value: inr(plan.amount),
                emphasis: true,
              },
            ]}
          />
        )}
      />
      <h3 className="basket__heading basket__heading--spaced">Your plans</h3>
      {plans.isError && !plans.data ? (
        <FailedNotice title="Your plans could not be loaded." onRetry={() => void plans.refetch()} />
      ) : !plans.data ? (
        <div role="status">
          <span className="visually-hidden">Loading your plans</span>
          <Skeleton width="100%" height="5rem" />
        </div>
      ) : plans.data.data.length === 0 ? (
        <Notice tone="info" title="No plans yet">
          A plan you start buys for you on schedule; each run shows here and in your messages.
        </Notice>
      ) : (
        <ul className="feed" aria-label="Your plans">
          {plans.data.data.map((plan) => (
            <PlanRow key={plan.id} plan={plan} />
          ))}
        </ul>
      )}
      <p className="basket__text">
        Prefer to buy once? Use the <Link to={PATHS.bitcoin}>instant buy</Link> page.
      </p>
    </>
  );
}

function PlanRow({ plan }: { plan: Plan }) {
  const changes = useBasketChanges();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [amount, setAmount] = useState(plan.amount);
  const [frequency, setFrequency] = useState<PlanFrequency>(plan.frequency);
  const [error, setError] = useState<string | null>(null);
  const act = async (action: 'pause' | 'resume' | 'cancel' | 'change') => {
    setError(null);
    try {
      const answer = await changes.updatePlan.mutateAsync({
        plan_id: plan.id,
        action,
        ...(action === 'change' ? { amount, frequency } : {}),
      });
      notify.success(answer.message);
      setEditing(false);
    } catch (failure) {
      const app = appErrorOf(failure);
      if (action === 'change' && app.firstFieldError) setError(app.firstFieldError.message);
      else notify.error(app.message ?? 'Something went wrong! Please try again later');
    }
  };
  const busy = changes.updatePlan.isPending;
  return (
    <li className="basket__plan" aria-label={`Plan: ${plan.target_name}`}>
      <div className="basket__plan-head">
        <strong>{plan.target_name}</strong>
        <span className="num">
          {inr(plan.amount)} · {FREQUENCY_LABELS[plan.frequency]}
        </span>
        <span className={`basket__status basket__status--${plan.status}`}>
          {PLAN_STATUS_LABELS[plan.status]}
        </span>
      </div>
      {plan.next_due_at ? (
        <p className="feed__meta">Next purchase {formatDateTime(new Date(plan.next_due_at))}</p>
      ) : null}
      {plan.status !== 'cancelled' ? (
        <div className="basket__actions">
          {plan.status === 'active' ? (
            <Button size="small" variant="secondary" onClick={() => void act('pause')} disabled={busy}>
              Pause
            </Button>
          ) : (
            <Button size="small" variant="secondary" onClick={() => void act('resume')} disabled={busy}>
              Resume
            </Button>
          )}
          <Button
            size="small"
            variant="secondary"
            onClick={() => setEditing((e) => !e)}
            aria-expanded={editing}
          >
            Change
          </Button>
          <Button size="small" variant="secondary" onClick={() => setCancelling(true)} disabled={busy}>
            Cancel plan
          </Button>
        </div>
      ) : null}
      <Dialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel this buying plan?"
        description={`No more purchases of ${plan.target_name} will be made. What it has bought stays in your wallet; a cancelled plan cannot be resumed.`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setCancelling(false)} disabled={busy}>
              Keep plan
            </Button>
            <Button
              busy={busy}
              disabled={busy}
              onClick={() => void act('cancel').then(() => setCancelling(false))}
            >
              Cancel plan
            </Button>
          </>
        }
      />
      {editing ? (
        <form
          className="basket__form"
          aria-label={`Change plan: ${plan.target_name}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void act('change');
          }}
        >
          <AmountField
            label="New amount each time"
            unit="₹"
            value={amount}
            onValueChange={(value) => {
              setAmount(value);
              setError(null);
            }}
            filter={(typed, previous) => filterAmountInput(typed, 'INR', previous)}
            error={error ?? undefined}
          />
          <ChoiceGroup
            legend="New frequency"
            size="small"
            value={frequency}
            onChange={(value) => setFrequency(value as PlanFrequency)}
            options={PLAN_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))}
          />
          <Button type="submit" size="small" busy={busy}>
            Save changes
          </Button>
        </form>
      ) : null}
      {plan.runs.length === 0 ? (
        <p className="feed__meta">No runs yet.</p>
      ) : (
        <div className="basket__table-wrap">
          <table className="basket__table">
            <caption className="basket__caption">History</caption>
            <thead>
              <tr>
                <th scope="col">Due</th>
                <th scope="col">Paid</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {plan.runs.map((run) => (
                <tr key={run.id}>
                  <td className="num">{formatDateTime(new Date(run.due_at))}</td>
                  <td className="num">{run.status === 'bought' ? inr(run.amount) : '—'}</td>
                  <td>
                    {RUN_STATUS_LABELS[run.status]}
                    {run.reason ? `: ${run.reason}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}
