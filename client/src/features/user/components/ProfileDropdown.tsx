// §2 the profile dropdown: avatar (the BFF's /media/profile-image, initials when there is none), User ID,
// Email, Verification Status (shared's text rule), a 'Get Verified?' button only for Unverified users
// (§6), then the profile menu (Profile, Logout). For a visitor: a login link.
import { HEADER_LINKS, PROFILE_MENU } from '@sikka/shared/routes/menus';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { headerFirstName } from '@sikka/shared/user/prompts';
import type { User } from '@sikka/shared/user/schemas';
import {
  showsGetVerified,
  verificationStatus,
  verificationStatusText,
} from '@sikka/shared/user/verification';
import { Avatar } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button, buttonClasses } from '../../../ui/Button.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { Popover } from '../../../ui/Popover.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useProfileImageUrl } from '../hooks/useProfileImageUrl.ts';
import './user.css';

const STATUS_TONE = { Verified: 'up', Pending: 'pending', Unverified: 'down' } as const;

function UserAvatar({ name, size }: { name: string; size: 'small' | 'large' }) {
  const { t } = useTranslation();
  const src = useProfileImageUrl();
  return (
    <Avatar.Root className={`avatar avatar--${size}`}>
      <Avatar.Image key={src} className="avatar__image" src={src} alt={t('profile.avatarAlt')} />
      <Avatar.Fallback className="avatar__fallback">{name.charAt(0).toUpperCase()}</Avatar.Fallback>
    </Avatar.Root>
  );
}

interface ProfileDropdownProps {
  /** null while user.details loads (or when it failed). */
  user: User | null;
  loading: boolean;
  onLogout: () => void;
}

export function ProfileDropdown({ user, loading, onLogout }: ProfileDropdownProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dropdown closes when the page changes
  useEffect(() => setOpen(false), [pathname]);
  const firstName = headerFirstName(user?.name);

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      triggerClassName="profile-trigger"
      // Named by what it shows (the first name) and what it opens; the avatar's letter is decoration.
      trigger={
        loading ? (
          <>
            <Skeleton width="6rem" height="2rem" />
            <span className="visually-hidden">{t('profile.trigger')}</span>
          </>
        ) : (
          <>
            <span aria-hidden="true">
              <UserAvatar name={firstName} size="small" />
            </span>
            <span className="profile-trigger__name">{firstName}</span>
            <span className="visually-hidden">, {t('profile.trigger')}</span>
            <Icon name="chevronDown" size={16} />
          </>
        )
      }
      panelClassName="profile-panel"
      panelLabel={t('profile.trigger')}
      align="end"
      sideOffset={10}
    >
      <div className="profile-panel__head">
        <UserAvatar name={firstName} size="large" />
        <p className="profile-panel__name">{user?.name?.trim() || firstName}</p>
      </div>
      {user ? (
        <dl className="profile-panel__facts">
          <div>
            <dt>{t('profile.userId')}</dt>
            <dd className="num">{user.id}</dd>
          </div>
          <div>
            <dt>{t('profile.email')}</dt>
            <dd>{user.email || t('profile.noEmail')}</dd>
          </div>
          <div>
            <dt>{t('profile.verificationStatus')}</dt>
            <dd>
              <span className={`status status--${STATUS_TONE[verificationStatus(user)]}`}>
                {verificationStatusText(user)}
              </span>
            </dd>
          </div>
        </dl>
      ) : null}
      {user && showsGetVerified(user) ? (
        <Button block onClick={() => navigate(PATHS.profileSetup)}>
          {t('profile.getVerified')}
        </Button>
      ) : null}
      <ul className="profile-panel__menu">
        {PROFILE_MENU.map((item) =>
          item.action === 'logout' ? (
            <li key={item.key} className="profile-panel__divided">
              <button
                type="button"
                className="profile-panel__item"
                onClick={() => {
                  setOpen(false);
                  onLogout();
                }}
              >
                <Icon name="logout" />
                <span>{item.name}</span>
              </button>
            </li>
          ) : (
            <li key={item.key}>
              <Link className="profile-panel__item" to={item.link ?? PATHS.profilePersonal}>
                <Icon name={item.key === 'priceAlerts' ? 'bell' : 'profile'} />
                <span>{item.name}</span>
              </Link>
            </li>
          ),
        )}
      </ul>
    </Popover>
  );
}

/** §2 for logged-out users the dropdown holds a login link. */
export function VisitorProfileDropdown() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      triggerClassName="profile-trigger profile-trigger--visitor"
      triggerLabel={t('profile.visitorTrigger')}
      trigger={
        <span className="avatar avatar--small avatar--visitor">
          <Icon name="profile" size={18} />
        </span>
      }
      panelClassName="profile-panel"
      panelLabel={t('profile.visitorTrigger')}
      align="end"
      sideOffset={10}
    >
      <p className="profile-panel__visitor">{t('profile.visitorText')}</p>
      <Link className={buttonClasses('primary', { block: true })} to={HEADER_LINKS.logIn.link ?? PATHS.home}>
        {HEADER_LINKS.logIn.name}
      </Link>
    </Popover>
  );
}
