// /in/uma 'Send, Receive — Anytime, Anywhere.': the UMA feature's page for a signed-in person (sending needs a
// verified profile). Its own chunk, loaded when first visited.
import UmaPage from '../../features/uma/pages/UmaPage.tsx';
import { useSession } from '../session/sessionContext.ts';
import { SignedInOnly } from './SignedInOnly.tsx';

export default function UmaRoute() {
  const session = useSession();
  return (
    <SignedInOnly visitorText="Log in to send or receive money.">
      <UmaPage user={session.user} userLoading={session.userLoading} />
    </SignedInOnly>
  );
}
