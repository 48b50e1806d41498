// Systematic buying plans: the form that starts one (the §4 confirmation, no code) and the person's plans.
import { FREQUENCY_LABELS, PLAN_FREQUENCIES } from '@sikka/shared/basket/rules';
import type { Basket, PlanForm } from '@sikka/shared/basket/schemas';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { filterAmountInput } from '../../../lib/money/amountInput.ts';
import { notify } from '../../../lib/toast.ts';
import { useMoneyMove } from '../../../lib/useMoneyMove.ts';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { FormAmountField } from '../../../ui/FormFields.tsx';
import { MoneyMoveDialogs } from '../../../ui/MoneyMoveDialogs.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useBasketChanges, usePlans } from '../api/basket.ts';
import { PLAN_DEFAULTS, type PlanValues, planStartSchema } from '../utils/basketForms.ts';
import { inr, planTargets } from '../utils/basketView.ts';
import { PlanRow } from './PlanRow.tsx';

const PLAN_SERVER_FIELDS = { amount: 'amount', frequency: 'frequency' } as const;

export function BuyingPlans({ baskets }: { baskets: Basket[] }) {
  const plans = usePlans(true);
  const changes = useBasketChanges();
  const targets = planTargets(baskets);
  const form = useForm<PlanValues, unknown, PlanForm>({
    resolver: formResolver<PlanValues, PlanForm>(planStartSchema),
    defaultValues: PLAN_DEFAULTS,
  });
  const nameOf = (value: string) => targets.find((t) => t.value === value)?.label ?? value;
  const move = useMoneyMove({
    sendCode: null,
    fingerprint: (plan: PlanForm) => JSON.stringify(plan),
    submit: (plan, _otp, idempotency_key) => changes.createPlan.mutateAsync({ ...plan, idempotency_key }),
    onDone: (answer) => {
      form.reset({ ...form.getValues(), amount: '' });
      notify.success(answer.message);
    },
    toField: (error) => showServerFieldError(form, error, PLAN_SERVER_FIELDS),
  });

  return (
    <>
      <form
        className="basket__form"
        onSubmit={form.handleSubmit(move.ask)}
        noValidate
        aria-label="Start a buying plan"
      >
        <label className="field">
          <span className="field__label">What to buy</span>
          <span className="field__control">
            <select className="field__input field__select" {...form.register('target')}>
              {targets.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </span>
        </label>
        <FormAmountField
          control={form.control}
          name="amount"
          label="Amount each time"
          unit="₹"
          filter={(typed, previous) => filterAmountInput(typed, 'INR', previous)}
          hint="From ₹500.00 for a coin, ₹1,000.00 for a basket"
        />
        <Controller
          control={form.control}
          name="frequency"
          render={({ field, fieldState }) => (
            <>
              <ChoiceGroup
                legend="How often"
                value={field.value}
                onChange={field.onChange}
                options={PLAN_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))}
              />
              {fieldState.error ? <p className="field__error">{fieldState.error.message}</p> : null}
            </>
          )}
        />
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
