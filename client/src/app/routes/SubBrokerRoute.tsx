// /in/sub-broker 'Sub Broker': the sub-broker feature's page for a signed-in person. Its own chunk, loaded when
// first visited.
import SubBrokerPage from '../../features/subBroker/pages/SubBrokerPage.tsx';
import { addTexts } from '../../lib/i18n/i18n.ts';
import { walletEn } from '../../lib/i18n/wallet.en.ts';
import { useSession } from '../session/sessionContext.ts';
import { SignedInOnly } from './SignedInOnly.tsx';

// A client withdrawal's state badge reads the wallet's texts.
addTexts({ wallet: walletEn });

export default function SubBrokerRoute() {
  const session = useSession();
  return (
    <SignedInOnly visitorText="Log in to apply as a sub-broker or see your clients.">
      <SubBrokerPage user={session.user} userLoading={session.userLoading} />
    </SignedInOnly>
  );
}
