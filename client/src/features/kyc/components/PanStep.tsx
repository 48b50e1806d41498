// The PAN step: number (§5 filtered as typed), name and date of birth as on the card, checked against the registry.
import { type KycProgress, type PanStep as PanStepBody, panStepSchema } from '@sikka/shared/kyc/schemas';
import { filterPanInput } from '@sikka/shared/validation/pan';
import { useForm } from 'react-hook-form';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormTextField } from '../../../ui/FormFields.tsx';
import { useSavePan } from '../api/kyc.ts';
import '../../../ui/accountPage.css';

const SERVER_FIELDS = { pan_number: 'pan_number', name: 'name', dob: 'dob' } as const;

export function PanStep({ progress, onSaved }: { progress: KycProgress; onSaved: (p: KycProgress) => void }) {
  const { t } = useTranslation();
  const save = useSavePan();
  const form = useForm<PanStepBody, unknown, PanStepBody>({
    resolver: formResolver(panStepSchema),
    defaultValues: { pan_number: '', name: progress.pan?.name ?? '', dob: progress.pan?.dob ?? '' },
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
      {progress.pan ? (
        <p className="account-form__on-file">
          {t('kyc.pan.onFile', { pan: progress.pan.pan_masked, name: progress.pan.name })}
        </p>
      ) : null}
      <FormTextField
        control={form.control}
        name="pan_number"
        label={t('kyc.pan.number')}
        hint={t('kyc.pan.numberHint')}
        filter={filterPanInput}
        autoComplete="off"
        spellCheck={false}
        inputMode="text"
      />
      <FormTextField control={form.control} name="name" label={t('kyc.pan.name')} autoComplete="name" />
      <FormTextField
        control={form.control}
        name="dob"
        label={t('kyc.pan.dob')}
        type="date"
        autoComplete="bday"
      />
      <Button type="submit" busy={save.isPending}>
        {t('kyc.saveContinue')}
      </Button>
    </form>
  );
}
