// A sub-broker's dashboard: their code, the clients table (verification status, balances per asset, recent
// activity) with invitations not yet accepted, the invite form, client withdrawals, and (a chunk of its own)
// commissions and statements. Only their own clients ever arrive here.

import type { Asset } from '@sikka/shared/constants';
import { formatDateTime } from '@sikka/shared/format/date';
import { formatMoney } from '@sikka/shared/money/amount';
import { clientDisplayName, subBrokerInviteRequestSchema } from '@sikka/shared/subBroker/rules';
import type { SubBrokerClients } from '@sikka/shared/subBroker/schemas';
import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormTextField } from '../../../ui/FormFields.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { INVITE_SERVER_FIELDS, useClients, useInvite } from '../api/subBroker.ts';
import { ClientWithdrawals } from './ClientWithdrawals.tsx';
import { ScrollBox } from './ScrollBox.tsx';
import '../../../ui/accountPage.css';

const Earnings = lazy(() => import('./Earnings.tsx'));

export function Dashboard() {
  const clients = useClients(true);
  if (clients.isError && !clients.data)
    return <FailedNotice title="Your clients could not be loaded." onRetry={() => void clients.refetch()} />;
  if (!clients.data)
    return (
      <div className="feed" role="status">
        <span className="visually-hidden">Loading your clients</span>
        {[0, 1].map((row) => (
          <Skeleton key={row} width="100%" height="3rem" />
        ))}
      </div>
    );
  const data = clients.data;
  return (
    <>
      <section className="account-card" aria-labelledby="sub-broker-code">
        <h2 id="sub-broker-code">{data.business_name}</h2>
        <p>
          Your sub-broker code: <strong className="num">{data.code}</strong>
        </p>
        <p className="sub-broker__note">
          Someone new to Sikka becomes your client by entering this code as the referral code when they sign
          up.
        </p>
      </section>
      <section className="account-card" aria-labelledby="sub-broker-invite">
        <h2 id="sub-broker-invite">Invite a client</h2>
        <p>They must already have a Sikka account; they accept with a code sent to their mobile.</p>
        <InviteForm />
      </section>
      <section className="account-card" aria-labelledby="sub-broker-clients">
        <h2 id="sub-broker-clients">Clients</h2>
        <ClientsTable data={data} />
      </section>
      <ClientWithdrawals clients={data.clients} />
      <Suspense fallback={<Skeleton width="100%" height="6rem" />}>
        <Earnings clients={data.clients} />
      </Suspense>
    </>
  );
}

function InviteForm() {
  const invite = useInvite();
  const form = useForm<{ mobile_number: string }, unknown, { mobile_number: string }>({
    defaultValues: { mobile_number: '' },
    resolver: formResolver(subBrokerInviteRequestSchema),
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await invite.mutateAsync(values);
      notify.success(answer.message);
      form.reset({ mobile_number: '' });
    } catch (error) {
      showServerFieldError(form, error, INVITE_SERVER_FIELDS);
    }
  });
  return (
    <form
      className="form-column sub-broker__form"
      onSubmit={onSubmit}
      noValidate
      aria-label="Invite a client"
    >
      <FormTextField
        control={form.control}
        name="mobile_number"
        label="Client's mobile number"
        inputMode="numeric"
        autoComplete="off"
        filter={(typed) => typed.replace(/\D/g, '').slice(0, 10)}
      />
      <Button type="submit" busy={invite.isPending}>
        Invite
      </Button>
    </form>
  );
}

/** The assets a client holds (available, and in orders when any); a dash when they hold nothing. */
function Balances({ balances }: { balances: SubBrokerClients['clients'][number]['balances'] }) {
  const held = balances.filter((balance) => Number(balance.available) > 0 || Number(balance.locked) > 0);
  if (held.length === 0) return <>—</>;
  return (
    <>
      {held.map((balance) => (
        <div key={balance.asset} className="num">
          {formatMoney(balance.asset as Asset, balance.available)}
          {Number(balance.locked) > 0
            ? ` (+${formatMoney(balance.asset as Asset, balance.locked)} in orders)`
            : ''}
        </div>
      ))}
    </>
  );
}

function ClientsTable({ data }: { data: SubBrokerClients }) {
  if (data.clients.length === 0 && data.pending.length === 0)
    return (
      <Notice tone="info" title="No clients yet">
        Invite a Sikka user by their mobile number; they appear here once they accept.
      </Notice>
    );
  return (
    <ScrollBox label="Your clients">
      <table className="sub-broker__table" aria-label="Your clients">
        <thead>
          <tr>
            <th scope="col">Client</th>
            <th scope="col">Status</th>
            <th scope="col">Balances</th>
            <th scope="col">Activity</th>
          </tr>
        </thead>
        <tbody>
          {data.clients.map((client) => (
            <tr key={client.id}>
              <td>{clientDisplayName(client.name, client.mobile_number)}</td>
              <td>{client.verification_status}</td>
              <td>
                <Balances balances={client.balances} />
              </td>
              <td className="num">{client.recent_activity}</td>
            </tr>
          ))}
          {data.pending.map((invitation) => (
            <tr key={`invitation-${invitation.id}`}>
              <td className="num">{invitation.mobile_number}</td>
              <td>Invited {formatDateTime(invitation.invited_at)}</td>
              <td>—</td>
              <td>—</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="sub-broker__note">
        Activity: the client's wallet and trading entries in the last 30 days.
      </p>
    </ScrollBox>
  );
}
