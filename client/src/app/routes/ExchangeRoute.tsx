// /in/exchange/{quote}/{base}: the trading screen of the route's pair, given the session it gates on (§6) and the
// wallet's live balances (composed here: a feature never imports another). The pair opened is stored as §3
// pair_selected, which the exchange route is built from. Its own chunk, loaded when the exchange is first visited.
import { pairFromExchangePath } from '@sikka/shared/routes/exchangeRoute';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import ExchangeScreen from '../../features/exchange/components/ExchangeScreen.tsx';
import { useLiveBalances } from '../../features/wallet/api/useLiveBalances.ts';
import { exchangeEn } from '../../lib/i18n/exchange.en.ts';
import { addTexts } from '../../lib/i18n/i18n.ts';
import { storage } from '../../lib/storage.ts';
import { useSession } from '../session/sessionContext.ts';

addTexts({ exchange: exchangeEn });

export default function ExchangeRoute() {
  const { pathname } = useLocation();
  const pair = pairFromExchangePath(pathname);
  const session = useSession();
  const balances = useLiveBalances(session.signedIn);

  useEffect(() => {
    if (pair) storage.pairSelected.set(pair);
  }, [pair]);

  // The route table redirects every other exchange path to a known pair's, so this is only a guard.
  if (!pair) return null;
  return (
    <ExchangeScreen
      key={pair}
      pair={pair}
      signedIn={session.signedIn}
      user={session.user}
      userLoading={session.userLoading}
      wallets={balances.wallets}
    />
  );
}
