// The documents step: the PAN card (PDF or picture) and a selfie, each sent as it is to the BFF as soon as it is
// chosen; the provider knows the type by the bytes and says why it refuses one. Done when both are on file.
// Uploads open for a while once the person confirms the §9 'upload docs 6' code.

import { formatDateTime } from '@sikka/shared/format/date';
import {
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_MESSAGES,
  KYC_DOCUMENT_OTP_PURPOSE,
  KYC_DOCUMENT_TYPES,
  type KycDocumentKind,
  kycDocumentMediaPath,
} from '@sikka/shared/kyc/documents';
import type { KycProgress, KycStepResponse } from '@sikka/shared/kyc/schemas';
import { type ChangeEvent, useId, useState } from 'react';
import { appErrorOf } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { useOtpStep } from '../../../lib/useOtpStep.ts';
import { Button } from '../../../ui/Button.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { type CallResult, codePrompt, OtpDialog } from '../../../ui/OtpDialog.tsx';
import { useDocumentsUnlock, useProgressRefresh, useProgressSaved } from '../api/kyc.ts';
import '../../../ui/accountPage.css';

const HINT = { pan_card: 'kyc.documents.panCardHint', selfie: 'kyc.documents.selfieHint' } as const;

export function DocumentsStep({
  progress,
  onSaved,
}: {
  progress: KycProgress;
  onSaved: (p: KycProgress) => void;
}) {
  const { t } = useTranslation();
  const until = progress.documents_unlocked_until;
  const open = until !== null && Date.parse(until) > Date.now();
  return (
    <div className="account-form">
      <p>{t('kyc.documents.intro')}</p>
      {open ? null : <UnlockDocuments />}
      {KYC_DOCUMENT_KINDS.map((kind) => (
        <DocumentInput key={kind} kind={kind} progress={progress} onSaved={onSaved} open={open} />
      ))}
    </div>
  );
}

/** Asks for the code and confirms it; the progress it answers opens the inputs. */
function UnlockDocuments() {
  const { t } = useTranslation();
  const saved = useProgressSaved();
  const { requestCode, unlock } = useDocumentsUnlock();
  const code = useOtpStep<true>(() => requestCode.mutateAsync({ type: KYC_DOCUMENT_OTP_PURPOSE }));

  async function confirm(otp: string): Promise<CallResult> {
    try {
      const answer = await unlock.mutateAsync({ otp });
      code.close();
      saved(answer.progress);
      notify.success(answer.message);
      return { ok: true };
    } catch (failure) {
      return { ok: false, message: appErrorOf(failure).message };
    }
  }

  return (
    <>
      <Notice
        tone="info"
        title={t('kyc.documents.lockedTitle')}
        actions={
          <Button size="small" onClick={() => void code.begin(true)} busy={requestCode.isPending}>
            {t('kyc.documents.unlock')}
          </Button>
        }
      >
        {t('kyc.documents.locked')}
      </Notice>
      {code.pending ? (
        <OtpDialog
          twoFactor={code.twoFactor}
          description={codePrompt(code.twoFactor, t('kyc.documents.otpAction'))}
          verify={confirm}
          resend={code.resend}
          onCancel={code.close}
        />
      ) : null}
    </>
  );
}

function DocumentInput({
  kind,
  progress,
  onSaved,
  open,
}: {
  kind: KycDocumentKind;
  progress: KycProgress;
  onSaved: (p: KycProgress) => void;
  /** Uploads are open (the §9 code was confirmed and its window has not closed). */
  open: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const saved = useProgressSaved();
  const refresh = useProgressRefresh();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onFile = progress.documents[kind];

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > KYC_DOCUMENT_MAX_BYTES) {
      setError(KYC_DOCUMENT_MESSAGES.size);
      return;
    }
    setBusy(true);
    setError(null);
    const sent = await uploadFile<KycStepResponse>(kycDocumentMediaPath(kind), file, t('common.tryAgain'));
    setBusy(false);
    if (!sent.ok) {
      setError(sent.message);
      // The window closed meanwhile: the fresh progress brings the code's gate back.
      if (sent.status === 403) void refresh();
      return;
    }
    const next = sent.body.progress;
    // The step moves on once both are on file; until then the other input waits here.
    if (next.steps.documents === 'done') onSaved(next);
    else saved(next);
  }

  const describedBy = [`${id}-hint`, `${id}-state`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="kyc-document">
      <label className="field__label" htmlFor={id}>
        {t(`kyc.documents.${kind}`)}
      </label>
      <input
        id={id}
        type="file"
        accept={KYC_DOCUMENT_TYPES[kind].join(',')}
        onChange={(event) => void choose(event)}
        disabled={busy || !open}
        aria-describedby={describedBy}
      />
      <p id={`${id}-hint`} className="account-page__muted">
        {t(HINT[kind])}
      </p>
      <p id={`${id}-state`} role="status">
        {onFile
          ? t('kyc.documents.onFile', {
              date: formatDateTime(onFile.uploaded_at),
              size: `${Math.max(1, Math.round(onFile.size / 1024))} KB`,
            })
          : t('kyc.documents.none')}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
