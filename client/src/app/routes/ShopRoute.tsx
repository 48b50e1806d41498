// /in/shop 'Shop': the shop's page — the catalogue for anyone, buying and the orders once signed in (buying needs a
// verified profile). Its own chunk, loaded when first visited.
import ShopPage from '../../features/shop/pages/ShopPage.tsx';
import { useSession } from '../session/sessionContext.ts';

export default function ShopRoute() {
  const session = useSession();
  return <ShopPage signedIn={session.signedIn} user={session.user} userLoading={session.userLoading} />;
}
