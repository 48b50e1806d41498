// §4/§5 the PAN number prompt of forgot password: filtered as typed (AAAAA0000A, max 10), an empty submit
// says 'Enter Pan Details', and a failed check shows under the field without a toast (§8).
import { recoveryIdentifier } from '@sikka/shared/validation/forgotPassword';
import {
  filterPanInput,
  PAN_SERVER_FIELDS,
  type PanForm as PanOutput,
  panFormSchema,
} from '@sikka/shared/validation/pan';
import { useForm } from 'react-hook-form';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormTextField } from '../../../ui/FormFields.tsx';
import { useRecoveryVerifyPan } from '../api/recovery.ts';

const PAN_LABEL = 'PAN Number';

interface PanValues {
  panNumber: string;
}

interface PanFormProps {
  identifier: string;
  onVerified: () => void;
}

export function PanForm({ identifier, onVerified }: PanFormProps) {
  const form = useForm<PanValues, unknown, PanOutput>({
    resolver: formResolver<PanValues, PanOutput>(panFormSchema),
    defaultValues: { panNumber: '' },
  });
  const verifyPan = useRecoveryVerifyPan();

  const onSubmit = form.handleSubmit((values) => {
    verifyPan.mutate(
      { ...recoveryIdentifier(identifier), answers: [], type: 'skip', pan_number: values.panNumber },
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
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormTextField
        control={form.control}
        name="panNumber"
        filter={filterPanInput}
        label={PAN_LABEL}
        hint="The PAN on your Sikka account, like ABCDE1234F."
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        className="field--code"
      />
      <Button type="submit" block disabled={verifyPan.isPending} busy={verifyPan.isPending}>
        Verify PAN
      </Button>
    </form>
  );
}
