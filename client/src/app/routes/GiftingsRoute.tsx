// /in/giftings 'Gift a Coin': the gifting feature's page for a signed-in person (sending needs a verified profile).
// Its own chunk, loaded when first visited.
import GiftingsPage from '../../features/gifting/pages/GiftingsPage.tsx';
import { useSession } from '../session/sessionContext.ts';
import { SignedInOnly } from './SignedInOnly.tsx';

export default function GiftingsRoute() {
  const session = useSession();
  return (
    <SignedInOnly visitorText="Log in to send or claim a gift.">
      <GiftingsPage user={session.user} userLoading={session.userLoading} />
    </SignedInOnly>
  );
}
