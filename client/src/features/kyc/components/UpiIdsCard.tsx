// The UPI ids kept with the bank details: listed, added and deleted, each change confirmed by the §9 code of
// purpose 3 in the OTP dialog; a wrong id is refused under its field.
import { addUpiRequestSchema, UPI_OTP_PURPOSE } from '@sikka/shared/kyc/upi';
import { useForm } from 'react-hook-form';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useOtpStep } from '../../../lib/useOtpStep.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormTextField } from '../../../ui/FormFields.tsx';
import { FailedNotice } from '../../../ui/Notice.tsx';
import { type CallResult, codePrompt, OtpDialog } from '../../../ui/OtpDialog.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useUpiChanges, useUpiIds } from '../api/upi.ts';
import '../../../ui/accountPage.css';

type Change = { kind: 'add'; upi: string } | { kind: 'remove'; id: number };
type UpiValues = { upi_id: string };

/** The new id as the shared rule sends it: trimmed, lower case, handle@provider. */
const upiFormSchema = addUpiRequestSchema.pick({ upi_id: true });
const UPI_SERVER_FIELDS = { upi_id: 'upi_id' } as const;

export function UpiIdsCard() {
  const { t } = useTranslation();
  const list = useUpiIds();
  const { requestCode, add, remove } = useUpiChanges();
  const form = useForm<UpiValues, unknown, UpiValues>({
    resolver: formResolver(upiFormSchema),
    defaultValues: { upi_id: '' },
  });
  const code = useOtpStep<Change>(() => requestCode.mutateAsync({ type: UPI_OTP_PURPOSE }));
  const change = code.pending;

  const submit = form.handleSubmit(({ upi_id }) => code.begin({ kind: 'add', upi: upi_id }));

  async function confirm(otp: string): Promise<CallResult> {
    if (!change) return { ok: false, message: null };
    try {
      const answer =
        change.kind === 'add'
          ? await add.mutateAsync({ upi_id: change.upi, otp })
          : await remove.mutateAsync({ id: change.id, otp });
      code.close();
      if (change.kind === 'add') form.reset();
      notify.success(answer.message);
      return { ok: true };
    } catch (failure) {
      if (showServerFieldError(form, failure, UPI_SERVER_FIELDS)) {
        code.close();
        return { ok: true };
      }
      return { ok: false, message: appErrorOf(failure).message };
    }
  }

  return (
    <section className="account-card" aria-labelledby="upi-title">
      <h2 id="upi-title">{t('kyc.upi.title')}</h2>
      <p>{t('kyc.upi.intro')}</p>
      {list.isPending ? (
        <Skeleton width="100%" height="48px" />
      ) : list.isError ? (
        <FailedNotice title={t('kyc.upi.title')} onRetry={() => void list.refetch()}>
          {appErrorOf(list.error).message}
        </FailedNotice>
      ) : list.data.upi_ids.length === 0 ? (
        <p>{t('kyc.upi.none')}</p>
      ) : (
        <ul className="upi-list" aria-label={t('kyc.upi.title')}>
          {list.data.upi_ids.map((row) => (
            <li key={row.id}>
              <span>{row.upi_id}</span>{' '}
              <Button
                variant="secondary"
                onClick={() => void code.begin({ kind: 'remove', id: row.id })}
                aria-label={t('kyc.upi.remove', { upi: row.upi_id })}
              >
                {t('kyc.upi.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormTextField
          control={form.control}
          name="upi_id"
          label={t('kyc.upi.label')}
          autoComplete="off"
          placeholder="name@bank"
        />
        <Button type="submit" busy={requestCode.isPending}>
          {t('kyc.upi.add')}
        </Button>
      </form>
      {change ? (
        <OtpDialog
          twoFactor={code.twoFactor}
          description={codePrompt(code.twoFactor, t('kyc.upi.otpAction'))}
          verify={confirm}
          resend={code.resend}
          onCancel={code.close}
        />
      ) : null}
    </section>
  );
}
