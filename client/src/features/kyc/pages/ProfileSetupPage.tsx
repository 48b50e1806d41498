// /in/profile-setup 'Profile Setup' (§2, reached by Get Verified): a guided stepper over the verification steps
// that opens where the person left off, says what is under review (§6's Pending message with the support phone),
// and explains a refusal with the steps to update.
import type { KycProgress, KycStep } from '@sikka/shared/kyc/schemas';
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { permissionMessages } from '@sikka/shared/user/verification';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { appErrorOf } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { Button, buttonClasses } from '../../../ui/Button.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useKycProgress, useProgressSaved, useSubmitKyc } from '../api/kyc.ts';
import { AadhaarStep } from '../components/AadhaarStep.tsx';
import { AddressStep } from '../components/AddressStep.tsx';
import { BankStep } from '../components/BankStep.tsx';
import { DocumentsStep } from '../components/DocumentsStep.tsx';
import { PanStep } from '../components/PanStep.tsx';
import { PersonalStep } from '../components/PersonalStep.tsx';
import {
  openingView,
  readyToSubmit,
  SETUP_VIEWS,
  type SetupView,
  stepsEditable,
  viewAfter,
} from '../utils/stepper.ts';
import '../components/kyc.css';
import '../../../ui/accountPage.css';

export default function ProfileSetupPage() {
  const { t } = useTranslation();
  const progress = useKycProgress();
  return (
    <section className="account-page" aria-labelledby="kyc-title">
      <h1 id="kyc-title" className="account-page__title">
        {t('kyc.setupTitle')}
      </h1>
      <p className="account-page__intro">{t('kyc.setupIntro')}</p>
      {progress.isPending ? (
        <Skeleton width="100%" height="320px" />
      ) : progress.isError ? (
        <FailedNotice title={t('kyc.loadFailed')} onRetry={() => void progress.refetch()}>
          {appErrorOf(progress.error).message}
        </FailedNotice>
      ) : (
        <Stepper progress={progress.data} />
      )}
    </section>
  );
}

/** What the profile's state means for the person, above the steps. */
export function KycStatusNotice({ progress }: { progress: KycProgress }) {
  const { t } = useTranslation();
  switch (progress.state) {
    case 'submitted':
    case 'inReview':
      return (
        <Notice tone="pending" title={t('kyc.pendingTitle')}>
          <p>{permissionMessages.pending(SUPPORT_CONTACT.phone)}</p>
          {progress.submitted_at ? (
            <p className="account-page__muted">
              {t('kyc.submittedOn', { date: new Date(progress.submitted_at).toLocaleString('en-GB') })}
            </p>
          ) : null}
        </Notice>
      );
    case 'approved':
      return (
        <Notice
          tone="success"
          title={t('kyc.approvedTitle')}
          actions={
            <Link className={buttonClasses('primary', { size: 'small' })} to={`${PATHS.wallet}/deposit`}>
              {t('kyc.addMoney')}
            </Link>
          }
        >
          {t('kyc.approvedText')}
        </Notice>
      );
    case 'rejected':
    case 'reKycNeeded':
      return (
        <Notice
          tone="error"
          title={t(progress.state === 'rejected' ? 'kyc.rejectedTitle' : 'kyc.reKycTitle')}
        >
          {progress.rejection ? (
            <>
              <p>{progress.rejection.reason}</p>
              <p>
                {t('kyc.redoSteps', {
                  steps: progress.rejection.steps.map((step) => t(`kyc.steps.${step}`)).join(', '),
                })}
              </p>
            </>
          ) : null}
        </Notice>
      );
    default:
      return null;
  }
}

function Stepper({ progress }: { progress: KycProgress }) {
  const { t } = useTranslation();
  const saved = useProgressSaved();
  const submit = useSubmitKyc();
  const [view, setView] = useState<SetupView>(() => openingView(progress));
  const editable = stepsEditable(progress);
  const current = editable ? view : null;

  const onSaved = (step: KycStep) => (next: KycProgress) => {
    saved(next);
    notify.success(t('kyc.saved'));
    setView(viewAfter(step, next));
  };
  const send = async () => {
    try {
      const answer = await submit.mutateAsync();
      saved(answer.progress);
      notify.success(answer.message);
    } catch (error) {
      notify.error(appErrorOf(error).message);
    }
  };

  return (
    <div className="kyc-stepper">
      <KycStatusNotice progress={progress} />
      <ol className="kyc-stepper__list">
        {SETUP_VIEWS.map((step, index) => {
          const state = step === 'review' ? null : progress.steps[step];
          const open = current === step;
          return (
            <li
              key={step}
              className={['kyc-step', open ? 'kyc-step--open' : '', state ? `kyc-step--${state}` : '']
                .filter(Boolean)
                .join(' ')}
            >
              <div className="kyc-step__head">
                <span className="kyc-step__number" aria-hidden="true">
                  {state === 'done' ? '✓' : index + 1}
                </span>
                <h2 className="kyc-step__title" aria-current={open ? 'step' : undefined}>
                  {t(`kyc.steps.${step}`)}
                </h2>
                {state ? (
                  <span className={`kyc-badge kyc-badge--${STATE_TONE[state]}`}>
                    {t(`kyc.stepState.${state}`)}
                  </span>
                ) : null}
                {editable && !open && step !== 'review' ? (
                  <Button size="small" variant="ghost" onClick={() => setView(step)}>
                    {t('kyc.edit')}
                    <span className="visually-hidden"> {t(`kyc.steps.${step}`)}</span>
                  </Button>
                ) : null}
              </div>
              {open ? (
                <div className="kyc-step__body">
                  {step === 'pan' ? <PanStep progress={progress} onSaved={onSaved('pan')} /> : null}
                  {step === 'aadhaar' ? (
                    <AadhaarStep progress={progress} onSaved={onSaved('aadhaar')} />
                  ) : null}
                  {step === 'personal' ? (
                    <PersonalStep progress={progress} onSaved={onSaved('personal')} />
                  ) : null}
                  {step === 'address' ? (
                    <AddressStep progress={progress} onSaved={onSaved('address')} />
                  ) : null}
                  {step === 'bank' ? <BankStep progress={progress} onSaved={onSaved('bank')} /> : null}
                  {step === 'documents' ? (
                    <DocumentsStep progress={progress} onSaved={onSaved('documents')} />
                  ) : null}
                  {step === 'review' ? (
                    readyToSubmit(progress) ? (
                      <div className="account-form">
                        <p>{t('kyc.review.ready')}</p>
                        <Button onClick={() => void send()} busy={submit.isPending}>
                          {t('kyc.review.submit')}
                        </Button>
                      </div>
                    ) : (
                      <p>{t('kyc.review.notReady')}</p>
                    )
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

const STATE_TONE = { todo: 'pending', done: 'up', redo: 'down' } as const;
