// /in/bitcoin, /in/ether, /in/usdt: the instant page of the route's coin, given the session it gates on (§6).
// Its own chunk, loaded when an instant route is first visited.
import type { Coin } from '@sikka/shared/constants';
import { useSearchParams } from 'react-router-dom';
import InstantPage from '../../features/instant/components/InstantPage.tsx';
import { useSession } from '../session/sessionContext.ts';

export default function InstantRoute({ coin }: { coin: Coin }) {
  const session = useSession();
  const [search] = useSearchParams();
  return (
    <InstantPage
      key={coin}
      coin={coin}
      signedIn={session.signedIn}
      user={session.user}
      userLoading={session.userLoading}
      initialSide={search.get('side') === 'sell' ? 'sell' : 'buy'}
    />
  );
}
