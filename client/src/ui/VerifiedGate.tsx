// §6 verified-only actions: the action itself for a Verified profile; otherwise the §6 message in its place
// (Pending with the support phone, Unverified, or Re-verify when re_kyc is 1), with Get Verified? for the
// unverified; for visitors Log In and Get Started. Used by every money-moving form.
import { authPagePath } from '@sikka/shared/routes/authQuery';
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import { PATHS } from '@sikka/shared/routes/routeTable';
import {
  actionPermission,
  type VerificationFields,
  verificationStatus,
} from '@sikka/shared/user/verification';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../lib/i18n/i18n.ts';
import { buttonClasses } from './Button.tsx';
import { Notice } from './Notice.tsx';
import { Skeleton } from './Skeleton.tsx';

interface VerifiedGateProps {
  signedIn: boolean;
  user: VerificationFields | null;
  userLoading: boolean;
  /** What a visitor is invited to log in for, e.g. 'Log in to buy or sell BTC.' */
  visitorText: string;
  children: ReactNode;
}

export function VerifiedGate({ signedIn, user, userLoading, visitorText, children }: VerifiedGateProps) {
  const { t } = useTranslation();
  if (!signedIn) {
    return (
      <div className="verified-gate">
        <p className="verified-gate__text">{visitorText}</p>
        <div className="verified-gate__actions">
          <Link className={buttonClasses('primary')} to={authPagePath('login')}>
            {t('gate.logIn')}
          </Link>
          <Link className={buttonClasses('secondary')} to={authPagePath('sign-up')}>
            {t('gate.getStarted')}
          </Link>
        </div>
      </div>
    );
  }
  if (userLoading || user === null) return <Skeleton width="100%" height="44px" />;
  const permission = actionPermission(user, SUPPORT_CONTACT.phone);
  if (permission.allowed) return <>{children}</>;
  const status = verificationStatus(user);
  return (
    <Notice
      tone={status === 'Pending' ? 'pending' : 'info'}
      className="verified-gate__notice"
      actions={
        status === 'Unverified' ? (
          <Link className={buttonClasses('primary', { size: 'small' })} to={PATHS.profileSetup}>
            {t('profile.getVerified')}
          </Link>
        ) : null
      }
    >
      {permission.message}
    </Notice>
  );
}
