// The application to become a sub-broker: business name, PAN (filtered as typed, §5) and GST number; refusals
// (§8 field errors, the GST checksum included) shown on their inputs.
import { filterGstinInput, subBrokerApplyRequestSchema } from '@sikka/shared/subBroker/rules';
import { filterPanInput } from '@sikka/shared/validation/pan';
import { useForm } from 'react-hook-form';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormTextField } from '../../../ui/FormFields.tsx';
import { APPLY_SERVER_FIELDS, useApply } from '../api/subBroker.ts';

interface ApplyDraft {
  business_name: string;
  pan: string;
  gstin: string;
}

const EMPTY: ApplyDraft = { business_name: '', pan: '', gstin: '' };

export function ApplyForm() {
  const apply = useApply();
  const form = useForm<ApplyDraft, unknown, ApplyDraft>({
    defaultValues: EMPTY,
    resolver: formResolver(subBrokerApplyRequestSchema),
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await apply.mutateAsync(values);
      notify.success(answer.message);
    } catch (error) {
      showServerFieldError(form, error, APPLY_SERVER_FIELDS);
    }
  });
  return (
    <form
      className="form-column sub-broker__form"
      onSubmit={onSubmit}
      noValidate
      aria-label="Apply to become a sub-broker"
    >
      <FormTextField
        control={form.control}
        name="business_name"
        label="Business name"
        autoComplete="organization"
      />
      <FormTextField
        control={form.control}
        name="pan"
        label="PAN of the business or its owner"
        filter={filterPanInput}
        hint="As on the PAN card: AAAAA0000A"
      />
      <FormTextField
        control={form.control}
        name="gstin"
        label="GST number"
        filter={filterGstinInput}
        hint="15 characters; it contains the PAN above"
      />
      <Button type="submit" busy={apply.isPending}>
        Apply
      </Button>
    </form>
  );
}
