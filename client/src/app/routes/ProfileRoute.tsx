// /in/profile-setup and the profile tabs (§2): the kyc feature's pages for a signed-in person, and for a visitor
// the invitation to log in; the overview tab adds the user feature's picture, password change, e-mail, Google
// Authenticator and nominee; /in/profile/api-keys the integrators' keys. Their own chunk, loaded when a profile route
// is first visited.
import { PATHS } from '@sikka/shared/routes/routeTable';
import ApiKeysPage from '../../features/apiKeys/pages/ApiKeysPage.tsx';
import ProfilePage, { type ProfileTab } from '../../features/kyc/pages/ProfilePage.tsx';
import ProfileSetupPage from '../../features/kyc/pages/ProfileSetupPage.tsx';
import { ChangePasswordCard } from '../../features/user/components/ChangePasswordCard.tsx';
import { EmailCard } from '../../features/user/components/EmailCard.tsx';
import { NomineeCard } from '../../features/user/components/NomineeCard.tsx';
import { ProfileImageCard } from '../../features/user/components/ProfileImageCard.tsx';
import { TwoFactorCard } from '../../features/user/components/TwoFactorCard.tsx';
import { addTexts, useTranslation } from '../../lib/i18n/i18n.ts';
import { kycEn } from '../../lib/i18n/kyc.en.ts';
import { securityEn } from '../../lib/i18n/security.en.ts';
import { VerifiedGate } from '../../ui/VerifiedGate.tsx';
import { useSession } from '../session/sessionContext.ts';
import '../../ui/accountPage.css';

addTexts({ kyc: kycEn, security: securityEn });

const TAB_OF: Readonly<Record<string, ProfileTab>> = {
  [PATHS.profilePersonal]: 'personal',
  [PATHS.profilePersonalDetails]: 'personal-details',
  [PATHS.profileAddress]: 'address',
  [PATHS.profileBank]: 'bank',
};

export function profileTabOf(pathname: string): ProfileTab | null {
  return TAB_OF[pathname.replace(/\/+$/, '')] ?? null;
}

export default function ProfileRoute({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session.signedIn) {
    return (
      <section className="account-page">
        <VerifiedGate signedIn={false} user={null} userLoading={false} visitorText={t('kyc.profile.visitor')}>
          {null}
        </VerifiedGate>
      </section>
    );
  }
  if (pathname.replace(/\/+$/, '') === PATHS.profileApiKeys) return <ApiKeysPage />;
  const tab = profileTabOf(pathname);
  if (tab === null) return <ProfileSetupPage />;
  if (tab !== 'personal') return <ProfilePage tab={tab} user={session.user} />;
  // The overview tab also holds the account's security.
  return (
    <>
      <ProfilePage tab={tab} user={session.user} />
      <section className="account-page">
        <ProfileImageCard />
        <ChangePasswordCard />
        <EmailCard email={session.user?.email ?? null} />
        <TwoFactorCard enabled={session.user?.ga_enabled === 1} />
        <NomineeCard />
      </section>
    </>
  );
}
