// The acquisitions whose cost Sikka cannot know (deposits, gifts, rewards, UMA receipts): what the report uses now,
// and a form per acquisition for what the person paid, confirmed before it is sent because the whole report is
// recomputed with it; clearing puts the market value on arrival back. The report is fetched again after either.
import { formatCoin } from '@sikka/shared/money/amount';
import type { TaxCostRequest, TaxReport } from '@sikka/shared/tax/schemas';
import { ACQUISITION_RULES } from '@sikka/shared/tax/vdaRules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { appErrorOf } from '../../../lib/errors.ts';
import { notify } from '../../../lib/toast.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { FormTextField } from '../../../ui/FormFields.tsx';
import { useEnterCost } from '../api/tax.ts';
import { type CostValues, costFormOptions, costRequest } from '../utils/costForm.ts';
import { rupees, SOURCE_LABELS, taxDate } from '../utils/taxReport.ts';
import { Section } from './parts.tsx';

type Entry = TaxReport['unknown_costs'][number];

/** Rupees as typed: digits and one point, at most two decimals (the form's rule says why anything else is refused). */
const rupeesTyped = (typed: string) => typed.replace(/[^\d.]/g, '');

export function UnknownCosts({ entries }: { entries: readonly Entry[] }) {
  const enterCost = useEnterCost();
  // The request waiting for the person's confirmation, with the words that describe it.
  const [pending, setPending] = useState<{ request: TaxCostRequest; entry: Entry } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  if (entries.length === 0) return null;

  async function confirm() {
    if (!pending) return;
    try {
      await enterCost.mutateAsync(pending.request);
      notify.success('Saved: the report is recomputed with it.');
      setPending(null);
    } catch (error) {
      const appError = appErrorOf(error);
      setFailed(appError.firstFieldError?.message ?? appError.message);
    }
  }

  return (
    <Section id="tax-unknown-costs" title="Coins whose cost Sikka cannot know">
      <p className="tax__note">
        Sikka saw these coins arrive but not what you paid for them, so the report uses their market value on
        arrival. If you paid something else (or they were a gift not taxed when received), enter it.
      </p>
      <ul className="tax__entries">
        {entries.map((entry) => (
          <CostEntry
            // A new entered cost starts the form again from it.
            key={`${entry.lot_id}:${entry.entered_cost ?? ''}`}
            entry={entry}
            onAsk={(request) => {
              setFailed(null);
              setPending({ request, entry });
            }}
          />
        ))}
      </ul>
      {pending ? (
        <Dialog
          open
          onOpenChange={(open) => (open ? undefined : setPending(null))}
          title="Recompute the report?"
          description={describe(pending.request, pending.entry)}
          closeOnOutsideClick={false}
          actions={
            <>
              <Button variant="secondary" onClick={() => setPending(null)}>
                Cancel
              </Button>
              <Button busy={enterCost.isPending} onClick={() => void confirm()}>
                {pending.request.cost === null ? 'Use the market value' : 'Save and recompute'}
              </Button>
            </>
          }
        >
          {failed ? (
            <p className="field__error" role="alert">
              {failed}
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </Section>
  );
}

/** What the confirmation says the change does. */
function describe(request: TaxCostRequest, entry: Entry): string {
  const what = `${formatCoin(entry.quantity, entry.asset)} ${entry.asset} received on ${taxDate(entry.acquired_at)}`;
  return request.cost === null
    ? `The cost of ${what} goes back to its market value on arrival, ${rupees(entry.market_value)}, and the whole report is recomputed.`
    : `${rupees(request.cost)} becomes the cost of ${what}, and the whole report (gains, tax, holdings) is recomputed with it.`;
}

function CostEntry({ entry, onAsk }: { entry: Entry; onAsk: (request: TaxCostRequest) => void }) {
  const form = useForm<CostValues, unknown, CostValues>(costFormOptions(entry.entered_cost));
  const submit = form.handleSubmit((values) => onAsk(costRequest(entry.lot_id, values)));
  return (
    <li className="tax__entry">
      <p className="tax__entry-title">
        <strong className="num">
          {formatCoin(entry.quantity, entry.asset)} {entry.asset}
        </strong>{' '}
        · {SOURCE_LABELS[entry.source]} · received <span className="num">{taxDate(entry.acquired_at)}</span>
      </p>
      <p className="tax__note">
        Market value on arrival: <span className="num">{rupees(entry.market_value)}</span>.{' '}
        {entry.entered_cost === null ? (
          'The report uses it.'
        ) : (
          <>
            You entered <span className="num">{rupees(entry.entered_cost)}</span>: the report uses that.
          </>
        )}{' '}
        {ACQUISITION_RULES[entry.source].why}.
      </p>
      <form className="tax__cost-form tax__no-print" onSubmit={(event) => void submit(event)} noValidate>
        <FormTextField
          control={form.control}
          name="cost"
          label={`What you paid for ${formatCoin(entry.quantity, entry.asset)} ${entry.asset} (₹)`}
          inputMode="decimal"
          autoComplete="off"
          filter={rupeesTyped}
        />
        <div className="tax__cost-actions">
          <Button type="submit" size="small">
            Save cost
          </Button>
          {entry.entered_cost === null ? null : (
            <Button size="small" variant="secondary" onClick={() => onAsk(costRequest(entry.lot_id, null))}>
              Use the market value
            </Button>
          )}
        </div>
      </form>
    </li>
  );
}
