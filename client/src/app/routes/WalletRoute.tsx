// /in/wallet and /in/wallet/{operation}: the wallet page for the operations it has (deposit, withdraw, history);
// any other operation is no page at all. Its own chunk, loaded when a wallet route is first visited. The balances
// are valued at the market's live prices, composed here (a feature never imports another).
import { useLivePrices } from '../../features/market/api/useLivePrices.ts';
import WalletPage, { isWalletOperation, type WalletView } from '../../features/wallet/pages/WalletPage.tsx';
import { addTexts } from '../../lib/i18n/i18n.ts';
import { instantEn } from '../../lib/i18n/instant.en.ts';
import { walletEn } from '../../lib/i18n/wallet.en.ts';
import { useSession } from '../session/sessionContext.ts';
import NotFoundRoute from './NotFoundRoute.tsx';

addTexts({ wallet: walletEn, instant: instantEn });

export default function WalletRoute({ operation }: { operation: string | undefined }) {
  if (operation !== undefined && !isWalletOperation(operation)) return <NotFoundRoute />;
  return <WalletWithPrices view={operation ?? 'balances'} />;
}

function WalletWithPrices({ view }: { view: WalletView }) {
  const session = useSession();
  const live = useLivePrices();
  return (
    <WalletPage
      view={view}
      signedIn={session.signedIn}
      user={session.user}
      userLoading={session.userLoading}
      prices={live.prices}
    />
  );
}
