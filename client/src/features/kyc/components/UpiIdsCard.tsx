// The UPI ids kept with the bank details: listed, added and deleted, each change confirmed by the §9 code of
// purpose 3 in the OTP dialog; a wrong id is refused under its field.
import { UPI_ID_INVALID, UPI_ID_PATTERN } from '@sikka/shared/kyc/rules';
import { UPI_OTP_PURPOSE } from '@sikka/shared/kyc/upi';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf } from '../../../lib/errors.ts';
import { notify } from '../../../lib/toast.ts';
import { useOtpStep } from '../../../lib/useOtpStep.ts';
import { Button } from '../../../ui/Button.tsx';
import { FailedNotice } from '../../../ui/Notice.tsx';
import { type CallResult, codePrompt, OtpDialog } from '../../../ui/OtpDialog.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useUpiChanges, useUpiIds } from '../api/upi.ts';

type Change = { kind: 'add'; upi: string } | { kind: 'remove'; id: number };

export function UpiIdsCard() {
  const { t } = useTranslation();
  const list = useUpiIds();
  const { requestCode, add, remove } = useUpiChanges();
  const [upi, setUpi] = useState('');
  const [error, setError] = useState<string | null>(null);
  const code = useOtpStep<Change>(() => requestCode.mutateAsync({ type: UPI_OTP_PURPOSE }));
  const change = code.pending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = upi.trim().toLowerCase();
    if (!UPI_ID_PATTERN.test(typed)) {
      setError(UPI_ID_INVALID);
      return;
    }
    setError(null);
    void code.begin({ kind: 'add', upi: typed });
  }

  async function confirm(otp: string): Promise<CallResult> {
    if (!change) return { ok: false, message: null };
    try {
      const answer =
        change.kind === 'add'
          ? await add.mutateAsync({ upi_id: change.upi, otp })
          : await remove.mutateAsync({ id: change.id, otp });
      code.close();
      if (change.kind === 'add') setUpi('');
      notify.success(answer.message);
      return { ok: true };
    } catch (failure) {
      const appError = appErrorOf(failure);
      if (appError.firstFieldError?.field === 'upi_id') {
        code.close();
        setError(appError.firstFieldError.message);
        return { ok: true };
      }
      return { ok: false, message: appError.message };
    }
  }

  return (
    <section className="kyc-card" aria-labelledby="upi-title">
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
      <form className="kyc-form" onSubmit={submit} noValidate>
        <TextField
          label={t('kyc.upi.label')}
          value={upi}
          onChange={(event) => setUpi(event.target.value)}
          error={error}
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
