// /in/lending 'Lending': the lending feature's page for a signed-in person (borrowing needs a verified profile).
// Its own chunk, loaded when first visited.
import LendingPage from '../../features/lending/components/LendingPage.tsx';
import { useSession } from '../session/sessionContext.ts';
import { SignedInOnly } from './SignedInOnly.tsx';

export default function LendingRoute() {
  const session = useSession();
  return (
    <SignedInOnly visitorText="Log in to borrow against your crypto.">
      <LendingPage user={session.user} userLoading={session.userLoading} />
    </SignedInOnly>
  );
}
