// The profile tabs (§2): /in/profile/personal (the account at a glance), /in/profile/personal-details,
// /in/profile/address and /in/profile/bank, each showing its part from real data and editing it where the
// verification state allows (docs/kyc.md: verified PAN and personal details change only through support).

import type { KycProgress } from '@sikka/shared/kyc/schemas';
import { PATHS } from '@sikka/shared/routes/routeTable';
import type { User } from '@sikka/shared/user/schemas';
import { showsGetVerified, verificationStatusText } from '@sikka/shared/user/verification';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { appErrorOf } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { buttonClasses } from '../../../ui/Button.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useKycProgress, useProgressSaved } from '../api/kyc.ts';
import { AddressStep } from '../components/AddressStep.tsx';
import { BankStep } from '../components/BankStep.tsx';
import { PersonalStep } from '../components/PersonalStep.tsx';
import { UpiIdsCard } from '../components/UpiIdsCard.tsx';
import { KycStatusNotice } from './ProfileSetupPage.tsx';
import '../components/kyc.css';
import '../../../ui/accountPage.css';

export type ProfileTab = 'personal' | 'personal-details' | 'address' | 'bank';

const TABS: ReadonlyArray<{
  tab: ProfileTab;
  path: string;
  label: 'overview' | 'personal' | 'address' | 'bank';
}> = [
  { tab: 'personal', path: PATHS.profilePersonal, label: 'overview' },
  { tab: 'personal-details', path: PATHS.profilePersonalDetails, label: 'personal' },
  { tab: 'address', path: PATHS.profileAddress, label: 'address' },
  { tab: 'bank', path: PATHS.profileBank, label: 'bank' },
];

export default function ProfilePage({ tab, user }: { tab: ProfileTab; user: User | null }) {
  const { t } = useTranslation();
  const progress = useKycProgress(user !== null);
  return (
    <section className="account-page" aria-labelledby="profile-title">
      <h1 id="profile-title" className="account-page__title">
        {t('kyc.profile.title')}
      </h1>
      <nav className="account-tabs" aria-label={t('kyc.profile.tabs')}>
        {TABS.map((entry) => (
          <NavLink key={entry.tab} to={entry.path} className="account-tabs__tab" end>
            {entry.label === 'overview' ? t('kyc.profile.overview') : t(`kyc.steps.${entry.label}`)}
          </NavLink>
        ))}
      </nav>
      {user === null || progress.isPending ? (
        <Skeleton width="100%" height="240px" />
      ) : progress.isError ? (
        <FailedNotice title={t('kyc.loadFailed')} onRetry={() => void progress.refetch()}>
          {appErrorOf(progress.error).message}
        </FailedNotice>
      ) : (
        <TabBody tab={tab} user={user} progress={progress.data} />
      )}
    </section>
  );
}

function TabBody({ tab, user, progress }: { tab: ProfileTab; user: User; progress: KycProgress }) {
  const { t } = useTranslation();
  const saved = useProgressSaved();
  const onSaved = (next: KycProgress) => {
    saved(next);
    notify.success(t('kyc.saved'));
  };
  const editable =
    progress.state === 'notStarted' || progress.state === 'rejected' || progress.state === 'reKycNeeded';
  const pending = progress.state === 'submitted' || progress.state === 'inReview';
  const locked = (why: 'locked' | 'pendingLocked', body: ReactNode) => (
    <>
      <Notice tone={why === 'pendingLocked' ? 'pending' : 'info'}>{t(`kyc.profile.${why}`)}</Notice>
      {body}
    </>
  );
  const notYet = t('kyc.profile.notYet');

  switch (tab) {
    case 'personal':
      return (
        <div className="account-card">
          <KycStatusNotice progress={progress} />
          <DataList
            lines={[
              { key: 'id', label: t('kyc.profile.userId'), value: user.id },
              { key: 'name', label: t('kyc.personal.name'), value: user.name || notYet },
              { key: 'mobile', label: t('kyc.profile.mobile'), value: user.mobile_number || notYet },
              { key: 'email', label: t('kyc.profile.email'), value: user.email || notYet },
              { key: 'status', label: t('kyc.profile.status'), value: verificationStatusText(user) },
              { key: 'pan', label: t('kyc.profile.pan'), value: progress.pan?.pan_masked || notYet },
              {
                key: 'aadhaar',
                label: t('kyc.profile.aadhaar'),
                value: progress.aadhaar?.last_four ? `XXXX XXXX ${progress.aadhaar.last_four}` : notYet,
              },
            ]}
          />
          {showsGetVerified(user) ? (
            <Link className={buttonClasses('primary')} to={PATHS.profileSetup}>
              {t('kyc.profile.getVerified')}
            </Link>
          ) : null}
        </div>
      );
    case 'personal-details': {
      const details = progress.personal;
      const summary = details ? (
        <DataList
          lines={[
            { key: 'name', label: t('kyc.personal.name'), value: details.name },
            { key: 'dob', label: t('kyc.personal.dob'), value: details.dob },
            { key: 'gender', label: t('kyc.personal.gender'), value: details.gender },
            { key: 'occupation', label: t('kyc.personal.occupation'), value: details.occupation },
            { key: 'income', label: t('kyc.personal.income'), value: details.income_range },
          ]}
        />
      ) : (
        <p>{notYet}</p>
      );
      if (editable && progress.pan) {
        return (
          <div className="account-card">
            <PersonalStep progress={progress} onSaved={onSaved} submitLabel={t('kyc.save')} />
          </div>
        );
      }
      if (editable)
        return (
          <div className="account-card">
            <GetVerifiedPrompt />
          </div>
        );
      return <div className="account-card">{locked(pending ? 'pendingLocked' : 'locked', summary)}</div>;
    }
    case 'address':
      if (pending)
        return (
          <div className="account-card">
            {locked('pendingLocked', <AddressSummary progress={progress} />)}
          </div>
        );
      return (
        <div className="account-card">
          <AddressStep progress={progress} onSaved={onSaved} submitLabel={t('kyc.save')} />
        </div>
      );
    case 'bank':
      // The UPI ids are kept whatever the verification state.
      return (
        <>
          <div className="account-card">
            {pending ? (
              locked('pendingLocked', <BankStepSummary progress={progress} />)
            ) : progress.pan ? (
              <BankStep progress={progress} onSaved={onSaved} />
            ) : (
              <GetVerifiedPrompt />
            )}
          </div>
          <UpiIdsCard />
        </>
      );
  }
}

function GetVerifiedPrompt() {
  const { t } = useTranslation();
  return (
    <Link className={buttonClasses('primary')} to={PATHS.profileSetup}>
      {t('kyc.profile.getVerified')}
    </Link>
  );
}

function AddressSummary({ progress }: { progress: KycProgress }) {
  const { t } = useTranslation();
  const address = progress.address;
  if (!address) return <p>{t('kyc.profile.notYet')}</p>;
  return (
    <p className="account-form__on-file">
      {[address.line1, address.line2, address.city, address.state, address.pin].filter(Boolean).join(', ')}
    </p>
  );
}

function BankStepSummary({ progress }: { progress: KycProgress }) {
  const { t } = useTranslation();
  const bank = progress.bank;
  if (!bank) return <p>{t('kyc.profile.notYet')}</p>;
  return (
    <p className="account-form__on-file">
      {t('kyc.bank.onFile', { bank: bank.bank, account: bank.account_number_masked, ifsc: bank.ifsc })}
    </p>
  );
}
