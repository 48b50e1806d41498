// /in/wallet and /in/wallet/{deposit,withdraw,history}: balances with their rupee value, deposits
// (rupees through the payment gateway, coins to an address), withdrawals with OTP or Google Authenticator, and
// the history with filters, pages and export. One live balances feed for the whole page.
import { ASSETS, type Asset } from '@sikka/shared/constants';
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { PATHS } from '@sikka/shared/routes/routeTable';
import type { VerificationFields } from '@sikka/shared/user/verification';
import { NavLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { LiveBadge } from '../../../ui/LiveBadge.tsx';
import { VerifiedGate } from '../../../ui/VerifiedGate.tsx';
import { useLiveBalances } from '../api/useLiveBalances.ts';
import { BalancesPanel } from '../components/BalancesPanel.tsx';
import { DepositPanel } from '../components/DepositPanel.tsx';
import { HistoryPanel } from '../components/HistoryPanel.tsx';
import { WithdrawPanel } from '../components/WithdrawPanel.tsx';
import '../components/wallet.css';

const WALLET_OPERATIONS = ['deposit', 'withdraw', 'history'] as const;
export type WalletOperation = (typeof WALLET_OPERATIONS)[number];
export type WalletView = 'balances' | WalletOperation;

export function isWalletOperation(value: string | undefined): value is WalletOperation {
  return (WALLET_OPERATIONS as readonly string[]).includes(value ?? '');
}

interface WalletPageProps {
  view: WalletView;
  signedIn: boolean;
  user: VerificationFields | null;
  userLoading: boolean;
  /** The live prices the balances are valued at (the market's, given by the route). */
  prices: AllPricesResponse | null;
}

function assetFrom(value: string | null): Asset {
  const upper = value?.toUpperCase();
  return (ASSETS as readonly string[]).includes(upper ?? '') ? (upper as Asset) : 'INR';
}

export default function WalletPage({ view, signedIn, user, userLoading, prices }: WalletPageProps) {
  const { t } = useTranslation();
  const balances = useLiveBalances(signedIn);
  const [search, setSearch] = useSearchParams();
  const asset = assetFrom(search.get('coin'));
  const pickAsset = (next: Asset) =>
    setSearch(
      (was) => {
        const params = new URLSearchParams(was);
        params.set('coin', next);
        return params;
      },
      { replace: true },
    );

  const tabs: Array<{ view: WalletView; to: string; label: string }> = [
    { view: 'balances', to: PATHS.wallet, label: t('wallet.tabs.balances') },
    { view: 'deposit', to: `${PATHS.wallet}/deposit`, label: t('wallet.tabs.deposit') },
    { view: 'withdraw', to: `${PATHS.wallet}/withdraw`, label: t('wallet.tabs.withdraw') },
    { view: 'history', to: `${PATHS.wallet}/history`, label: t('wallet.tabs.history') },
  ];

  return (
    <div className="wallet">
      <header className="wallet__head">
        <div>
          <h1 className="wallet__title">{t('wallet.title')}</h1>
          <p className="wallet__lead">{t('wallet.lead')}</p>
        </div>
        {signedIn ? <LiveBadge state={balances.status} label={t(`live.${balances.status}`)} /> : null}
      </header>
      <nav className="wallet__tabs" aria-label={t('wallet.sections')}>
        {tabs.map((tab) => (
          <NavLink
            key={tab.view}
            to={
              asset === 'INR' || tab.view === 'balances' || tab.view === 'history'
                ? tab.to
                : `${tab.to}?coin=${asset}`
            }
            end
            className={() => `wallet__tab${tab.view === view ? ' wallet__tab--on' : ''}`}
            aria-current={tab.view === view ? 'page' : undefined}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>

      {!signedIn ? (
        <VerifiedGate signedIn={false} user={null} userLoading={false} visitorText={t('wallet.visitorText')}>
          {null}
        </VerifiedGate>
      ) : view === 'balances' ? (
        <BalancesPanel balances={balances} prices={prices} />
      ) : view === 'history' ? (
        <HistoryPanel balanceChanges={balances.changes} />
      ) : (
        <section className="wallet__panel" aria-labelledby="operation-title">
          <h2 id="operation-title" className="wallet__subtitle">
            {view === 'deposit' ? t('wallet.depositTitle') : t('wallet.withdrawTitle')}
          </h2>
          <ChoiceGroup
            legend={t('wallet.asset')}
            value={asset}
            onChange={pickAsset}
            options={ASSETS.map((value) => ({ value, label: value }))}
          />
          <VerifiedGate signedIn user={user} userLoading={userLoading} visitorText={t('wallet.visitorText')}>
            {view === 'deposit' ? (
              <DepositPanel key={asset} asset={asset} balances={balances} />
            ) : (
              <WithdrawPanel key={asset} asset={asset} balances={balances} />
            )}
          </VerifiedGate>
        </section>
      )}
    </div>
  );
}
