// /in/bitcoin, /in/ether, /in/usdt: the instant page of the route's coin, given the session it gates on (§6), the
// market's live prices and the wallet's live balances (composed here: a feature never imports another).
// Its own chunk, loaded when an instant route is first visited.
import type { Coin } from '@sikka/shared/constants';
import { useSearchParams } from 'react-router-dom';
import InstantPage from '../../features/instant/pages/InstantPage.tsx';
import { useLivePrices } from '../../features/market/api/useLivePrices.ts';
import { LivePricesNotices } from '../../features/market/components/LivePricesNotices.tsx';
import { useLiveBalances } from '../../features/wallet/api/useLiveBalances.ts';
import { addTexts } from '../../lib/i18n/i18n.ts';
import { instantEn } from '../../lib/i18n/instant.en.ts';
import { useSession } from '../session/sessionContext.ts';

addTexts({ instant: instantEn });

export default function InstantRoute({ coin }: { coin: Coin }) {
  return <InstantWithLiveData key={coin} coin={coin} />;
}

function InstantWithLiveData({ coin }: { coin: Coin }) {
  const session = useSession();
  const [search] = useSearchParams();
  const live = useLivePrices();
  const balances = useLiveBalances(session.signedIn);
  return (
    <InstantPage
      coin={coin}
      signedIn={session.signedIn}
      userId={session.userId}
      user={session.user}
      userLoading={session.userLoading}
      initialSide={search.get('side') === 'sell' ? 'sell' : 'buy'}
      market={{ prices: live.prices, status: live.status, notices: <LivePricesNotices live={live} /> }}
      wallets={balances.wallets}
    />
  );
}
