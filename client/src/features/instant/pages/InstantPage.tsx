// /in/bitcoin, /in/ether, /in/usdt: Buy and Sell tabs, the amount in rupees or coin with the
// §5 rules as typed, the live preview of every line at the live price, then a locked quote in the §4 order
// confirmation (Cancel, Confirm), and the filled order with the refreshed balances. Verified-only (§6).
// A Confirm whose answer was lost is never shown as failed: the page says it is checking until it knows.

import { COINS } from '@sikka/shared/constants';
import { INSTANT_PAGE, PATHS } from '@sikka/shared/routes/routeTable';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { CoinIcon } from '../../../ui/Icon.tsx';
import { useFeeSchedule } from '../api/instant.ts';
import type { LiveMarket } from '../components/LivePricePanel.tsx';
import { LivePricePanel } from '../components/LivePricePanel.tsx';
import { TradeCard, type TradeCardProps } from '../components/TradeCard.tsx';
import '../components/instant.css';

const COIN_ICON = { BTC: 'bitcoin', ETH: 'ether', USDT: 'usdt' } as const;

interface InstantPageProps extends Omit<TradeCardProps, 'prices'> {
  market: LiveMarket;
}

export default function InstantPage({ coin, market, ...trade }: InstantPageProps) {
  const { t } = useTranslation();
  const fees = useFeeSchedule();
  const coinName = t(`coins.${coin}`);

  return (
    <div className="instant">
      <header className="instant__head">
        <div className="instant__heading">
          <CoinIcon coin={COIN_ICON[coin]} size={40} />
          <div>
            <h1 className="instant__title">{t('instant.title')}</h1>
            <p className="instant__lead">{t('instant.lead', { name: coinName, coin })}</p>
            <Link className="instant__alert" to={`${PATHS.alerts}?coin=${coin}`}>
              {t('instant.setAlert', { coin })}
            </Link>
          </div>
        </div>
        <nav className="instant__coins" aria-label={t('instant.coinsNav')}>
          {COINS.map((other) => (
            <NavLink
              key={other}
              to={INSTANT_PAGE[other]}
              className={({ isActive }) => `instant__coin${isActive ? ' instant__coin--on' : ''}`}
            >
              <CoinIcon coin={COIN_ICON[other]} size={20} />
              {other}
            </NavLink>
          ))}
        </nav>
      </header>

      <div className="instant__grid">
        <TradeCard coin={coin} prices={market.prices} {...trade} />
        <LivePricePanel coin={coin} market={market} schedule={fees.data ?? null} />
      </div>
    </div>
  );
}
