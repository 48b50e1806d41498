// The account's nominee in the profile (§8 nominee fields): the one on file shown in its form, saved whole; refusals
// land on their fields. The PAN is never sent back: it shows masked, and is typed again to keep it.
import { GENDERS } from '@sikka/shared/kyc/rules';
import { NOMINEE_MESSAGES, type Nominee, nomineeSchema, RELATIONSHIPS } from '@sikka/shared/user/nominee';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormTextField } from '../../../ui/FormFields.tsx';
import { FailedNotice } from '../../../ui/Notice.tsx';
import { FormSelectField } from '../../../ui/SelectField.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useNominee, useSaveNominee } from '../api/nominee.ts';
import '../../../ui/accountPage.css';

type Values = Omit<Nominee, 'relationship' | 'gender'> & { relationship: string; gender: string };

const SERVER_FIELDS = {
  nominee_name: 'nominee_name',
  dob: 'dob',
  relationship: 'relationship',
  gender: 'gender',
  contact_number: 'contact_number',
  pan_no: 'pan_no',
  address: 'address',
} as const;

const EMPTY: Values = {
  nominee_name: '',
  dob: '',
  relationship: '',
  gender: '',
  contact_number: '',
  pan_no: '',
  address: '',
};

export function NomineeCard() {
  const { t } = useTranslation();
  const current = useNominee();
  const save = useSaveNominee();
  const form = useForm<Values, unknown, Nominee>({
    resolver: formResolver(nomineeSchema),
    defaultValues: EMPTY,
  });
  const onFile = current.data?.nominee ?? null;
  useEffect(() => {
    if (onFile) form.reset({ ...onFile, pan_no: '' });
  }, [onFile, form]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await save.mutateAsync(body);
      notify.success(answer.message ?? NOMINEE_MESSAGES.saved);
    } catch (error) {
      showServerFieldError(form, error, SERVER_FIELDS);
    }
  });

  const choose = t('security.choose');
  return (
    <section className="account-card" aria-labelledby="nominee-title">
      <h2 id="nominee-title">{t('security.nomineeTitle')}</h2>
      <p>{t('security.nomineeIntro')}</p>
      {current.isPending ? (
        <Skeleton width="100%" height="200px" />
      ) : current.isError ? (
        <FailedNotice title={t('security.nomineeTitle')} onRetry={() => void current.refetch()}>
          {appErrorOf(current.error).message}
        </FailedNotice>
      ) : (
        <form className="account-form" onSubmit={submit} noValidate>
          <FormTextField control={form.control} name="nominee_name" label={t('security.nomineeName')} />
          <div className="account-form__row">
            <FormTextField control={form.control} name="dob" label={t('security.nomineeDob')} type="date" />
            <FormSelectField
              control={form.control}
              name="relationship"
              label={t('security.relationship')}
              options={RELATIONSHIPS}
              placeholder={choose}
            />
          </div>
          <div className="account-form__row">
            <FormSelectField
              control={form.control}
              name="gender"
              label={t('security.gender')}
              options={GENDERS}
              placeholder={choose}
            />
            <FormTextField
              control={form.control}
              name="contact_number"
              label={t('security.contact')}
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
          <FormTextField
            control={form.control}
            name="pan_no"
            label={t('security.nomineePan')}
            hint={onFile?.pan_masked ? t('security.nomineePanOnFile', { pan: onFile.pan_masked }) : undefined}
            autoComplete="off"
          />
          <FormTextField control={form.control} name="address" label={t('security.address')} />
          <Button type="submit" busy={save.isPending}>
            {t('security.saveNominee')}
          </Button>
        </form>
      )}
    </section>
  );
}
