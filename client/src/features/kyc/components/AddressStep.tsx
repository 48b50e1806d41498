// The address step: two lines, city, a state or union territory from the list, and the 6-digit PIN.
import { STATES_AND_UNION_TERRITORIES } from '@sikka/shared/kyc/rules';
import {
  type AddressStep as AddressBody,
  addressStepSchema,
  type KycProgress,
} from '@sikka/shared/kyc/schemas';
import { useForm } from 'react-hook-form';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormTextField } from '../../../ui/FormFields.tsx';
import { FormSelectField } from '../../../ui/SelectField.tsx';
import { useSaveAddress } from '../api/kyc.ts';
import '../../../ui/accountPage.css';

type Values = Omit<AddressBody, 'state'> & { state: string };
const SERVER_FIELDS = { line1: 'line1', line2: 'line2', city: 'city', state: 'state', pin: 'pin' } as const;

export function AddressStep({
  progress,
  onSaved,
  submitLabel,
}: {
  progress: KycProgress;
  onSaved: (p: KycProgress) => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const save = useSaveAddress();
  const known = progress.address;
  const form = useForm<Values, unknown, AddressBody>({
    resolver: formResolver(addressStepSchema),
    defaultValues: {
      line1: known?.line1 ?? '',
      line2: known?.line2 ?? '',
      city: known?.city ?? '',
      state: known?.state ?? '',
      pin: known?.pin ?? '',
    },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      onSaved((await save.mutateAsync(body)).progress);
    } catch (error) {
      showServerFieldError(form, error, SERVER_FIELDS);
    }
  });
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <FormTextField
        control={form.control}
        name="line1"
        label={t('kyc.address.line1')}
        autoComplete="address-line1"
      />
      <FormTextField
        control={form.control}
        name="line2"
        label={t('kyc.address.line2')}
        autoComplete="address-line2"
      />
      <div className="account-form__row">
        <FormTextField
          control={form.control}
          name="city"
          label={t('kyc.address.city')}
          autoComplete="address-level2"
        />
        <FormTextField
          control={form.control}
          name="pin"
          label={t('kyc.address.pin')}
          inputMode="numeric"
          autoComplete="postal-code"
          filter={(typed) => typed.replace(/\D/g, '').slice(0, 6)}
        />
      </div>
      <FormSelectField
        control={form.control}
        name="state"
        label={t('kyc.address.state')}
        options={STATES_AND_UNION_TERRITORIES}
        placeholder={t('kyc.personal.choose')}
      />
      <Button type="submit" busy={save.isPending}>
        {submitLabel ?? t('kyc.saveContinue')}
      </Button>
    </form>
  );
}
