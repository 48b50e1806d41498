// The UMA send form (react-hook-form with the shared rules): recipient, asset, amount, note; then the §4
// confirmation (Cancel, Confirm) with every line, then the §9 transaction code in the OTP dialog, then a toast.
// A refusal on a field of the form goes back to its input; the code's stays in the dialog.
import { ASSETS, type Asset } from '@sikka/shared/constants';
import { formatMoney, fromMinorUnits } from '@sikka/shared/money/amount';
import { UMA_DAILY_LIMIT, UMA_NOTE_MAX, type UmaRequest } from '@sikka/shared/uma/rules';
import { Controller, useForm } from 'react-hook-form';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { filterAmountInput } from '../../../lib/money/amountInput.ts';
import { notify } from '../../../lib/toast.ts';
import { useMoneyMove } from '../../../lib/useMoneyMove.ts';
import { AmountField } from '../../../ui/AmountField.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { FormTextField } from '../../../ui/FormFields.tsx';
import { MoneyMoveDialogs } from '../../../ui/MoneyMoveDialogs.tsx';
import { codePrompt } from '../../../ui/OtpDialog.tsx';
import { useBalances, useSend } from '../api/uma.ts';
import {
  recipientLabel,
  type Self,
  UMA_SERVER_FIELDS,
  type UmaDraft,
  umaFormSchema,
} from '../utils/umaForm.ts';
import { ScanCode } from './ScanCode.tsx';

interface SendFormProps {
  prefill: Partial<UmaRequest>;
  self: Self;
  onSent: () => void;
}

export function SendForm({ prefill, self, onSent }: SendFormProps) {
  const empty: UmaDraft = { to: '', asset: 'INR', amount: '', note: '' };
  const form = useForm<UmaDraft, unknown, UmaDraft>({
    resolver: formResolver<UmaDraft, UmaDraft>(umaFormSchema(self)),
    defaultValues: { ...empty, ...prefill },
    mode: 'onTouched',
  });
  const changes = useSend();
  const balances = useBalances();
  const move = useMoneyMove({
    sendCode: changes.sendCode,
    fingerprint: (draft: UmaDraft) => `${draft.to}|${draft.asset}|${draft.amount}|${draft.note}`,
    submit: (draft, otp, idempotency_key) => changes.send.mutateAsync({ ...draft, otp, idempotency_key }),
    onDone: (answer, draft) => {
      form.reset({ ...empty, asset: draft.asset });
      notify.success(
        `${answer.message}: ${formatMoney(answer.transfer.asset, answer.transfer.amount)} to ${answer.transfer.counterparty}`,
      );
      onSent();
    },
    toField: (error) => showServerFieldError(form, error, UMA_SERVER_FIELDS),
  });
  const asset = form.watch('asset');
  const available = balances.data?.wallets[asset]?.available ?? null;

  const onSubmit = form.handleSubmit((draft) => move.ask({ ...draft, note: draft.note.trim() }));

  // The dialogs sit beside the form, not in it: a submit inside them must not bubble (through React's tree) to it.
  return (
    <>
      <ScanCode
        onScanned={(request) => {
          form.reset({ ...form.getValues(), ...request });
          notify.success(`Filled in from the code: to ${recipientLabel(request.to ?? '')}`);
        }}
      />
      <form className="form-column uma-form" onSubmit={onSubmit} noValidate aria-label="Send money">
        <FormTextField
          control={form.control}
          name="to"
          label="To: mobile number or handle"
          placeholder="9876543210 or @asha"
          autoComplete="off"
          spellCheck={false}
        />
        <Controller
          control={form.control}
          name="asset"
          render={({ field }) => (
            <ChoiceGroup
              legend="What to send"
              value={field.value}
              onChange={(value) => {
                field.onChange(value as Asset);
                form.setValue('amount', '');
              }}
              options={ASSETS.map((each) => ({ value: each, label: each }))}
            />
          )}
        />
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <AmountField
              ref={field.ref}
              name={field.name}
              label="Amount"
              unit={asset === 'INR' ? '₹' : asset}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              filter={(typed, previous) => filterAmountInput(typed, asset, previous)}
              hint={
                available === null
                  ? `Daily limit ${formatMoney(asset, fromMinorUnits(UMA_DAILY_LIMIT[asset], asset))}`
                  : `Available ${formatMoney(asset, available)} · daily limit ${formatMoney(asset, fromMinorUnits(UMA_DAILY_LIMIT[asset], asset))}`
              }
              error={fieldState.error?.message}
            />
          )}
        />
        <FormTextField
          control={form.control}
          name="note"
          label="Note (optional)"
          maxLength={UMA_NOTE_MAX}
          autoComplete="off"
        />
        <Button type="submit" busy={changes.sending}>
          Review and send
        </Button>
      </form>
      <MoneyMoveDialogs
        move={move}
        busy={changes.sending}
        title="Confirm transfer"
        description={() => 'Check the details: the money arrives at once and cannot be taken back.'}
        details={(review) => (
          <DataList
            lines={[
              { key: 'to', label: 'To', value: recipientLabel(review.to) },
              { key: 'amount', label: 'Amount', value: formatMoney(review.asset, review.amount) },
              { key: 'fee', label: 'Fee', value: formatMoney(review.asset, '0') },
              ...(review.note ? [{ key: 'note', label: 'Note', value: review.note }] : []),
              {
                key: 'total',
                label: 'Total',
                value: formatMoney(review.asset, review.amount),
                emphasis: true,
              },
            ]}
          />
        )}
        codeDescription={(pending, twoFactor) =>
          codePrompt(
            twoFactor,
            `to send ${formatMoney(pending.asset, pending.amount)} to ${recipientLabel(pending.to)}`,
          )
        }
      />
    </>
  );
}
