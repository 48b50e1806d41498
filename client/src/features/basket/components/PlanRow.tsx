// One buying plan: its state and next run, pause or resume, a change of amount or frequency, cancelling it after a
// confirmation, and its runs.
import { FREQUENCY_LABELS, PLAN_FREQUENCIES } from '@sikka/shared/basket/rules';
import type { Plan } from '@sikka/shared/basket/schemas';
import { formatDateTime } from '@sikka/shared/format/date';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver } from '../../../lib/forms.ts';
import { filterAmountInput } from '../../../lib/money/amountInput.ts';
import { notify } from '../../../lib/toast.ts';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { FormAmountField } from '../../../ui/FormFields.tsx';
import { useBasketChanges } from '../api/basket.ts';
import { type PlanChangeValues, planChangeSchema } from '../utils/basketForms.ts';
import { inr, PLAN_STATUS_LABELS, RUN_STATUS_LABELS } from '../utils/basketView.ts';

export function PlanRow({ plan }: { plan: Plan }) {
  const changes = useBasketChanges();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const form = useForm<PlanChangeValues, unknown, PlanChangeValues>({
    resolver: formResolver(planChangeSchema),
    defaultValues: { amount: plan.amount, frequency: plan.frequency },
  });
  const act = async (action: 'pause' | 'resume' | 'cancel' | 'change', change?: PlanChangeValues) => {
    try {
      const answer = await changes.updatePlan.mutateAsync({ plan_id: plan.id, action, ...change });
      notify.success(answer.message);
      setEditing(false);
    } catch (failure) {
      const app = appErrorOf(failure);
      // A refusal of the change (its amount or frequency) shows under the amount.
      if (action === 'change' && app.firstFieldError)
        form.setError(
          'amount',
          { type: 'server', message: app.firstFieldError.message },
          { shouldFocus: true },
        );
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
          onSubmit={form.handleSubmit((change) => act('change', change))}
        >
          <FormAmountField
            control={form.control}
            name="amount"
            label="New amount each time"
            unit="₹"
            filter={(typed, previous) => filterAmountInput(typed, 'INR', previous)}
          />
          <Controller
            control={form.control}
            name="frequency"
            render={({ field }) => (
              <ChoiceGroup
                legend="New frequency"
                size="small"
                value={field.value}
                onChange={field.onChange}
                options={PLAN_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))}
              />
            )}
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
