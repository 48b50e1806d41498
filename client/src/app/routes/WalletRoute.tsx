// /in/wallet and /in/wallet/{operation}: the wallet page for the operations it has (deposit, withdraw, history);
// any other operation is no page at all. Its own chunk, loaded when a wallet route is first visited.
import WalletPage, { isWalletOperation } from '../../features/wallet/components/WalletPage.tsx';
import { useSession } from '../session/sessionContext.ts';
import NotFoundPage from './NotFoundPage.tsx';

export default function WalletRoute({ operation }: { operation: string | undefined }) {
  const session = useSession();
  if (operation !== undefined && !isWalletOperation(operation)) return <NotFoundPage />;
  return (
    <WalletPage
      view={operation ?? 'balances'}
      signedIn={session.signedIn}
      user={session.user}
      userLoading={session.userLoading}
    />
  );
}
