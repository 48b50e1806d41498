// /in/lending 'Lending': the lending feature's page — the plans for anyone, borrowing and the loans once signed in
// (borrowing needs a verified profile). Its own chunk, loaded when first visited.
import LendingPage from '../../features/lending/pages/LendingPage.tsx';
import { useSession } from '../session/sessionContext.ts';

export default function LendingRoute() {
  const session = useSession();
  return <LendingPage signedIn={session.signedIn} user={session.user} userLoading={session.userLoading} />;
}
