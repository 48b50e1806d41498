// /in/alerts: a person's price alerts (docs/alerts.md) — setting one (on the coin the page was opened for), the
// list with pause, resume, edit and delete, and how many more may be set. A fired alert arrives as a message and
// toast, and the list is fetched again.
import { type AlertTerms, alertRuleWords, type PriceAlert } from '@sikka/shared/alerts/schemas';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { appErrorOf } from '../../../lib/errors.ts';
import { notify } from '../../../lib/toast.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { FailedNotice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useAlertChanges, useAlerts } from '../api/alerts.ts';
import { AlertForm } from '../components/AlertForm.tsx';
import { AlertList } from '../components/AlertList.tsx';
import { newAlertValues, valuesOf } from '../utils/alertForm.ts';
import '../../../ui/accountPage.css';
import './alerts.css';

/** A refusal on the form's field, or a toast for any other (the limit, a gone alert). */
function refusal(failure: unknown): { field: 'price' | 'percent'; message: string } | null {
  const error = appErrorOf(failure);
  const first = error.kind === 'field' ? error.firstFieldError : undefined;
  if (first && (first.field === 'price' || first.field === 'percent'))
    return { field: first.field, message: first.message };
  notify.error(error.message);
  return null;
}

export default function AlertsPage() {
  const [search] = useSearchParams();
  const alerts = useAlerts();
  const changes = useAlertChanges();
  const [editing, setEditing] = useState<PriceAlert | null>(null);
  const [deleting, setDeleting] = useState<PriceAlert | null>(null);
  // A new form after each alert set (its values start afresh).
  const [formKey, setFormKey] = useState(0);
  const list = alerts.data?.alerts ?? [];
  const set = list.filter((alert) => alert.status !== 'fired').length;
  const limit = alerts.data?.limit ?? 20;

  async function create(terms: AlertTerms) {
    try {
      await changes.create.mutateAsync(terms);
      notify.success('Your alert is set');
      setFormKey((key) => key + 1);
      return null;
    } catch (failure) {
      return refusal(failure);
    }
  }

  async function edit(terms: AlertTerms) {
    if (!editing) return null;
    try {
      await changes.edit.mutateAsync({ id: editing.id, terms });
      notify.success('Your alert is changed');
      setEditing(null);
      return null;
    } catch (failure) {
      return refusal(failure);
    }
  }

  async function toggle(alert: PriceAlert) {
    try {
      await changes.setStatus.mutateAsync({
        id: alert.id,
        status: alert.status === 'active' ? 'paused' : 'active',
      });
    } catch (failure) {
      refusal(failure);
    }
  }

  async function remove() {
    if (!deleting) return;
    try {
      await changes.remove.mutateAsync({ id: deleting.id });
      notify.success('Your alert is deleted');
    } catch (failure) {
      refusal(failure);
    }
    setDeleting(null);
  }

  return (
    <section className="account-page alerts-page" aria-labelledby="alerts-title">
      <div className="account-card">
        <h1 id="alerts-title">Price Alerts</h1>
        <p className="alerts-page__lead">
          Be told when a coin crosses a price or moves by a percentage: a message here, a toast, and an SMS or
          e-mail as your notification preferences say.
        </p>
        <AlertForm
          key={formKey}
          initial={newAlertValues(search.get('coin'))}
          submitLabel="Set alert"
          busy={changes.create.isPending}
          onSubmit={create}
        />
      </div>
      <div className="account-card">
        <h2>
          Your alerts{' '}
          {alerts.data ? (
            <span className="alerts-page__count">
              {set} of {limit} set
            </span>
          ) : null}
        </h2>
        {alerts.isPending ? (
          <p role="status" aria-label="Loading your alerts">
            <Skeleton height={96} />
          </p>
        ) : alerts.isError ? (
          <FailedNotice title="Your alerts could not be loaded." onRetry={() => void alerts.refetch()} />
        ) : list.length === 0 ? (
          <p className="alerts-page__empty">
            No alerts yet. Set one above and you will be told when it goes off.
          </p>
        ) : (
          <AlertList alerts={list} onEdit={setEditing} onToggle={toggle} onDelete={setDeleting} />
        )}
      </div>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit alert"
        closeOnOutsideClick={false}
      >
        {editing ? (
          <AlertForm
            initial={valuesOf(editing)}
            submitLabel="Save alert"
            busy={changes.edit.isPending}
            onSubmit={edit}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete alert?"
        description={deleting ? `The alert "${alertRuleWords(deleting)}" will be deleted.` : undefined}
        size="small"
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button busy={changes.remove.isPending} onClick={() => void remove()}>
              Delete
            </Button>
          </>
        }
      />
    </section>
  );
}
