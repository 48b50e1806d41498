// A sub-broker's withdrawals for their clients (docs/requirements.md §6, §7): a verified client and an amount in rupees, the §4
// confirmation, then the client's code — sent to the client's mobile by resend-otp, or read from the client's
// Google Authenticator when get-single-user says ga_enabled — and the list of what was started.

import { formatDateTime } from '@sikka/shared/format/date';
import { formatInr } from '@sikka/shared/money/amount';
import { clientDisplayName } from '@sikka/shared/subBroker/rules';
import type { SubBrokerClients } from '@sikka/shared/subBroker/schemas';
import { useForm } from 'react-hook-form';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { filterAmountInput } from '../../../lib/money/amountInput.ts';
import { notify } from '../../../lib/toast.ts';
import { useMoneyMove } from '../../../lib/useMoneyMove.ts';
import { Button } from '../../../ui/Button.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { FormAmountField } from '../../../ui/FormFields.tsx';
import { MoneyMoveDialogs } from '../../../ui/MoneyMoveDialogs.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { FormSelectField } from '../../../ui/SelectField.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { StateBadge } from '../../../ui/StateBadge.tsx';
import {
  CLIENT_WITHDRAWAL_SERVER_FIELDS,
  useClientWithdrawal,
  useClientWithdrawals,
} from '../api/subBroker.ts';
import {
  type ClientWithdrawalDraft,
  type ClientWithdrawalValues,
  clientWithdrawalFormSchema,
} from '../utils/clientWithdrawalForm.ts';
import { ScrollBox } from './ScrollBox.tsx';
import '../../../ui/accountPage.css';

interface Draft extends ClientWithdrawalDraft {
  clientName: string;
  /** The client confirms with Google Authenticator (§6), not an SMS code. */
  twoFactor: boolean;
}

const inr = (amount: string) => formatInr(amount, { symbol: true });
const clientLabel = (client: SubBrokerClients['clients'][number]) =>
  clientDisplayName(client.name, client.mobile_number);

export function ClientWithdrawals({ clients }: { clients: SubBrokerClients['clients'] }) {
  const verified = clients.filter((client) => client.verification_status === 'Verified');
  return (
    <section className="account-card" aria-labelledby="sub-broker-withdrawals">
      <h2 id="sub-broker-withdrawals">Client withdrawals</h2>
      <p>
        Rupees from a client's wallet to the client's own verified bank account. The client confirms with the
        code we send to their mobile, or with their Google Authenticator code.
      </p>
      {verified.length === 0 ? (
        <Notice tone="info" title="No verified clients yet">
          A client can withdraw once their profile is verified.
        </Notice>
      ) : (
        <WithdrawForm clients={verified} />
      )}
      <WithdrawalList />
    </section>
  );
}

function WithdrawForm({ clients }: { clients: SubBrokerClients['clients'] }) {
  const calls = useClientWithdrawal();
  const form = useForm<ClientWithdrawalValues, unknown, ClientWithdrawalDraft>({
    resolver: formResolver<ClientWithdrawalValues, ClientWithdrawalDraft>(
      clientWithdrawalFormSchema(clients.map((client) => client.id)),
    ),
    defaultValues: { user_id: String(clients[0]?.id ?? ''), amount: '' },
  });
  const toField = (error: unknown) => showServerFieldError(form, error, CLIENT_WITHDRAWAL_SERVER_FIELDS);
  const move = useMoneyMove({
    // A refusal (a 2FA block, no bank account) is a toast, and the code dialog stays closed.
    sendCode: (draft: Draft) =>
      calls.sendCode.mutateAsync({ user_id: draft.userId, withdrawal_amount: draft.amount }),
    fingerprint: (draft) => `${draft.userId}:${draft.amount}`,
    submit: (draft, otp, idempotency_key) =>
      calls.withdraw.mutateAsync({ user_id: draft.userId, amount: draft.amount, otp, idempotency_key }),
    onDone: (answer) => {
      notify.success(answer.message);
      form.reset({ ...form.getValues(), amount: '' });
    },
    toField,
  });

  // Whether the client confirms with Google Authenticator is asked before the confirmation opens.
  const review = form.handleSubmit(async ({ userId, amount }) => {
    const chosen = clients.find((c) => c.id === userId);
    try {
      const twoFactor = await calls.twoFactor(userId);
      move.ask({ userId, clientName: chosen?.name || 'your client', amount, twoFactor });
    } catch (error) {
      if (!toField(error))
        notify.error(appErrorOf(error).message ?? 'Something went wrong! Please try again later');
    }
  });

  const userId = form.watch('user_id');
  const client = clients.find((c) => String(c.id) === userId);
  const inrBalance = client?.balances.find((balance) => balance.asset === 'INR');
  return (
    <>
      <form
        className="form-column sub-broker__form"
        onSubmit={(event) => void review(event)}
        noValidate
        aria-label="Withdraw for a client"
      >
        <FormSelectField
          control={form.control}
          name="user_id"
          label="Client"
          options={[]}
          placeholder="Choose a client"
        >
          {clients.map((c) => (
            <option key={c.id} value={c.id}>
              {clientLabel(c)}
            </option>
          ))}
        </FormSelectField>
        <FormAmountField
          control={form.control}
          name="amount"
          label="Amount"
          unit="₹"
          filter={(typed, previous) => filterAmountInput(typed, 'INR', previous)}
          placeholder="0.00"
          hint={inrBalance ? `Available ${inr(inrBalance.available)}` : undefined}
        />
        <Button type="submit" busy={form.formState.isSubmitting}>
          Review withdrawal
        </Button>
      </form>
      <MoneyMoveDialogs
        move={move}
        busy={calls.sendCode.isPending}
        title="Confirm client withdrawal"
        description={(draft) => `Withdraw ${inr(draft.amount)} for ${draft.clientName}?`}
        details={(draft) => (
          <DataList
            lines={[
              { key: 'client', label: 'Client', value: draft.clientName },
              { key: 'to', label: 'To', value: "The client's verified bank account" },
              { key: 'amount', label: 'Amount', value: inr(draft.amount), emphasis: true },
              {
                key: 'code',
                label: 'Confirmed by',
                value: draft.twoFactor
                  ? "The client's Google Authenticator code"
                  : "A code we send to the client's mobile",
              },
            ]}
          />
        )}
        twoFactor={(draft) => draft.twoFactor}
        codeDescription={(draft) =>
          draft.twoFactor
            ? `Ask ${draft.clientName} for the code in their Google Authenticator app to withdraw ${inr(draft.amount)}.`
            : `Ask ${draft.clientName} for the code we sent to their mobile to withdraw ${inr(draft.amount)}.`
        }
      />
    </>
  );
}

function WithdrawalList() {
  const list = useClientWithdrawals();
  if (list.isError && !list.data)
    return (
      <FailedNotice title="Client withdrawals could not be loaded." onRetry={() => void list.refetch()} />
    );
  if (!list.data)
    return (
      <div role="status">
        <span className="visually-hidden">Loading client withdrawals</span>
        <Skeleton width="100%" height="3rem" />
      </div>
    );
  if (list.data.data.length === 0) return <p className="sub-broker__note">No client withdrawals yet.</p>;
  return (
    <ScrollBox label="Client withdrawals">
      <table className="sub-broker__table" aria-label="Client withdrawals">
        <thead>
          <tr>
            <th scope="col">Client</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Started</th>
          </tr>
        </thead>
        <tbody>
          {list.data.data.map((row) => (
            <tr key={row.id}>
              <td>{row.client_name}</td>
              <td className="num">{inr(row.amount)}</td>
              <td>
                <StateBadge state={row.status} />
              </td>
              <td className="num">{formatDateTime(row.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
