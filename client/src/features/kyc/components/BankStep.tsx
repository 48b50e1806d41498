// The bank step: account number and IFSC (its bank looked up as typed), verified by a ₹1 penny drop whose
// holder name must match the PAN's.
import { IFSC_PATTERN, ifscLine } from '@sikka/shared/kyc/rules';
import { type BankStep as BankBody, bankStepSchema, type KycProgress } from '@sikka/shared/kyc/schemas';
import { useForm, useWatch } from 'react-hook-form';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { FormTextField } from '../../../ui/FormFields.tsx';
import { useIfscLookup, useSaveBank } from '../api/kyc.ts';
import '../../../ui/accountPage.css';

const SERVER_FIELDS = { account_number: 'account_number', ifsc: 'ifsc' } as const;

export function BankStep({
  progress,
  onSaved,
}: {
  progress: KycProgress;
  onSaved: (p: KycProgress) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBank();
  const form = useForm<BankBody, unknown, BankBody>({
    resolver: formResolver(bankStepSchema),
    defaultValues: { account_number: '', ifsc: '' },
  });
  const ifsc = useWatch({ control: form.control, name: 'ifsc' });
  const complete = IFSC_PATTERN.test(ifsc);
  const branch = useIfscLookup(ifsc, complete);
  const submit = form.handleSubmit(async (body) => {
    try {
      onSaved((await save.mutateAsync(body)).progress);
      form.reset({ account_number: '', ifsc: '' });
    } catch (error) {
      showServerFieldError(form, error, SERVER_FIELDS);
    }
  });
  const bank = progress.bank;
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      {bank ? (
        <DataList
          className="account-form__summary"
          lines={[
            { key: 'bank', label: bank.bank, value: `${bank.account_number_masked} · ${bank.ifsc}` },
            { key: 'holder', label: t('kyc.bank.holder'), value: bank.holder_name },
            ...(bank.name_match === null
              ? []
              : [{ key: 'match', label: t('kyc.bank.nameMatch'), value: `${bank.name_match}%` }]),
          ]}
        />
      ) : null}
      <p className="account-form__hint">{t('kyc.bank.pennyDropHint')}</p>
      <FormTextField
        control={form.control}
        name="account_number"
        label={t('kyc.bank.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        filter={(typed) => typed.replace(/\D/g, '').slice(0, 18)}
      />
      <FormTextField
        control={form.control}
        name="ifsc"
        label={t('kyc.bank.ifsc')}
        hint={
          complete && branch.data
            ? ifscLine(branch.data)
            : complete && branch.isError
              ? branch.error.message
              : t('kyc.bank.ifscHint')
        }
        autoComplete="off"
        spellCheck={false}
        filter={(typed) =>
          typed
            .replace(/[^A-Za-z0-9]/g, '')
            .toUpperCase()
            .slice(0, 11)
        }
      />
      <Button type="submit" busy={save.isPending}>
        {t('kyc.bank.verify')}
      </Button>
    </form>
  );
}
