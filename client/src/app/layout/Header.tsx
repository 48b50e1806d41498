// The minimal header until the application shell (issue 4): the logo home; for visitors Log In and Get
// Started (§2); signed in, the first word of the user's name (§3) and Logout (§4, with confirmation).
import { authPagePath } from '@sikka/shared/routes/authQuery';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { headerFirstName } from '@sikka/shared/user/prompts';
import { Link, useNavigate } from 'react-router-dom';
import { LogoutButton } from '../../features/auth/components/LogoutButton.tsx';
import { buttonClasses } from '../../ui/Button.tsx';
import { Logo } from '../../ui/Logo.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useSession } from '../session/sessionContext.ts';

export function Header() {
  const { signedIn, user, userLoading, control } = useSession();
  const navigate = useNavigate();
  const firstName = headerFirstName(user?.name);

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to={PATHS.home} className="app-header__brand">
          <Logo size={30} />
          <span>Sikka</span>
        </Link>
        <nav className="app-header__actions" aria-label="Account">
          {signedIn ? (
            <>
              <span className="app-header__user">
                {userLoading ? (
                  <Skeleton width="6rem" height="1.25rem" />
                ) : (
                  <>
                    <span className="app-header__avatar" aria-hidden="true">
                      {firstName.charAt(0).toUpperCase()}
                    </span>
                    <span className="app-header__name">{firstName}</span>
                  </>
                )}
              </span>
              <LogoutButton
                onLoggedOut={() => {
                  control.signOut();
                  navigate(authPagePath('login'));
                }}
              />
            </>
          ) : (
            <>
              <Link className={buttonClasses('ghost', { size: 'small' })} to={authPagePath('login')}>
                Log In
              </Link>
              <Link className={buttonClasses('primary', { size: 'small' })} to={authPagePath('sign-up')}>
                Get Started
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
