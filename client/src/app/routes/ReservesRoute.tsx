// /in/about/proof-of-reserves: the latest snapshot for anyone, and one's own proof once signed in. Its own chunk.
import ProofOfReservesPage from '../../features/reserves/pages/ProofOfReservesPage.tsx';
import { useSession } from '../session/sessionContext.ts';

export default function ReservesRoute() {
  const { signedIn } = useSession();
  return <ProofOfReservesPage signedIn={signedIn} />;
}
