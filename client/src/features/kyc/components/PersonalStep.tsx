// The personal-details step: name and date of birth (the PAN's), gender, occupation, income and the PEP declaration.
import { GENDERS, INCOME_RANGES, OCCUPATIONS } from '@sikka/shared/kyc/rules';
import {
  type KycProgress,
  type PersonalStep as PersonalBody,
  personalStepSchema,
} from '@sikka/shared/kyc/schemas';
import { useForm } from 'react-hook-form';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormCheckboxField, FormTextField } from '../../../ui/FormFields.tsx';
import { FormSelectField } from '../../../ui/SelectField.tsx';
import { useSavePersonal } from '../api/kyc.ts';
import '../../../ui/accountPage.css';

type Values = Omit<PersonalBody, 'gender' | 'occupation' | 'income_range'> & {
  gender: string;
  occupation: string;
  income_range: string;
};
const SERVER_FIELDS = {
  name: 'name',
  dob: 'dob',
  gender: 'gender',
  occupation: 'occupation',
  income_range: 'income_range',
  pep: 'pep',
} as const;

export function PersonalStep({
  progress,
  onSaved,
  submitLabel,
}: {
  progress: KycProgress;
  onSaved: (p: KycProgress) => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const save = useSavePersonal();
  const known = progress.personal;
  const form = useForm<Values, unknown, PersonalBody>({
    resolver: formResolver(personalStepSchema),
    defaultValues: {
      name: known?.name ?? titleCase(progress.pan?.name ?? ''),
      dob: known?.dob ?? progress.pan?.dob ?? '',
      gender: known?.gender ?? '',
      occupation: known?.occupation ?? '',
      income_range: known?.income_range ?? '',
      pep: known?.pep ?? false,
    },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      onSaved((await save.mutateAsync(body)).progress);
    } catch (error) {
      showServerFieldError(form, error, SERVER_FIELDS);
    }
  });
  const choose = t('kyc.personal.choose');
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <FormTextField control={form.control} name="name" label={t('kyc.personal.name')} autoComplete="name" />
      <FormTextField control={form.control} name="dob" label={t('kyc.personal.dob')} type="date" />
      <div className="account-form__row">
        <FormSelectField
          control={form.control}
          name="gender"
          label={t('kyc.personal.gender')}
          options={GENDERS}
          placeholder={choose}
        />
        <FormSelectField
          control={form.control}
          name="occupation"
          label={t('kyc.personal.occupation')}
          options={OCCUPATIONS}
          placeholder={choose}
        />
      </div>
      <FormSelectField
        control={form.control}
        name="income_range"
        label={t('kyc.personal.income')}
        options={INCOME_RANGES}
        placeholder={choose}
      />
      <FormCheckboxField control={form.control} name="pep" text={t('kyc.personal.pep')} />
      <Button type="submit" busy={save.isPending}>
        {submitLabel ?? t('kyc.saveContinue')}
      </Button>
    </form>
  );
}

function titleCase(name: string): string {
  return name.toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
