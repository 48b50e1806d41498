// The PAN gate of a signed-in session (auth.verifyPan with answers []): the forced reset's first step, and the PAN
// variant of §8's further-details flow. A failed check shows under the field without a toast (§8).
import {
  filterPanInput,
  PAN_SERVER_FIELDS,
  type PanForm as PanOutput,
  panFormSchema,
} from '@sikka/shared/validation/pan';
import { useForm } from 'react-hook-form';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormTextField } from '../../../ui/FormFields.tsx';
import { useVerifyPan } from '../api/forcedReset.ts';

interface PanValues {
  panNumber: string;
}

export function PanGate({ onVerified, busy }: { onVerified: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const form = useForm<PanValues, unknown, PanOutput>({
    resolver: formResolver<PanValues, PanOutput>(panFormSchema),
    defaultValues: { panNumber: '' },
  });
  const verifyPan = useVerifyPan();

  const submit = form.handleSubmit((values) => {
    verifyPan.mutate(
      { pan_number: values.panNumber, answers: [] },
      {
        onSuccess: () => onVerified(),
        onError: (error) => {
          if (showServerFieldError(form, error, PAN_SERVER_FIELDS)) return;
          const message = appErrorOf(error).message;
          if (message) form.setError('panNumber', { type: 'server', message }, { shouldFocus: true });
        },
      },
    );
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <FormTextField
        control={form.control}
        name="panNumber"
        filter={filterPanInput}
        label={t('forcedReset.panLabel')}
        hint={t('forcedReset.panHint')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        className="field--code"
      />
      <Button type="submit" block disabled={verifyPan.isPending || busy} busy={verifyPan.isPending || busy}>
        {t('forcedReset.panSubmit')}
      </Button>
    </form>
  );
}
