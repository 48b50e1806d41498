// /in/crypto-basket 'Crypto Basket': the baskets for anyone; buying, holdings and buying plans once signed in and
// verified. Its own chunk, loaded when first visited.
import BasketPage from '../../features/basket/pages/BasketPage.tsx';
import { useSession } from '../session/sessionContext.ts';

export default function BasketRoute() {
  const session = useSession();
  return <BasketPage signedIn={session.signedIn} user={session.user} userLoading={session.userLoading} />;
}
