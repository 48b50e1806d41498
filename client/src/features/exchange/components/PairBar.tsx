// The top of the trading screen: the pair selector (each pair's last price and 24-hour change; choosing one opens
// its route, which stores pair_selected), the 24-hour ticker of this pair, and whether the screen is live.
import type { Ticker } from '@sikka/shared/exchange/schemas';
import { formatCoin, formatInr } from '@sikka/shared/money/amount';
import type { Pair } from '@sikka/shared/routes/exchangeRoute';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { lazy, memo, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { changeView } from '../../../lib/format/change.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { LiveBadge, type LiveBadgeState } from '../../../ui/LiveBadge.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useFirstOpen } from '../../../ui/useFirstOpen.ts';

// The menu's code (Radix's dropdown menu and its placement) loads the first time the selector is wanted.
const loadMenu = () => import('./PairMenu.tsx');
const PairMenu = lazy(loadMenu);

interface PairBarProps {
  pair: Pair;
  tickers: readonly Ticker[] | null;
  live: LiveBadgeState;
}

const pairText = (pair: string) => pair.replace('-', ' / ');

function Change({ change }: { change: string }) {
  const view = changeView(change);
  return <span className={`change change--${view.direction} num`}>{view.text}</span>;
}

function PairBarView({ pair, tickers, live }: PairBarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { wanted, plainTrigger } = useFirstOpen(loadMenu, () => setOpen(true));
  const ticker = tickers?.find((entry) => entry.pair === pair) ?? null;
  const coin = pair.split('-')[0] ?? '';
  const rupees = (value: string | null | undefined) => (value ? formatInr(value, { symbol: true }) : '—');
  const stat = (label: string, value: React.ReactNode) => (
    <div className="pair-bar__stat">
      <dt>{label}</dt>
      <dd className="num">{tickers === null ? <Skeleton width="5rem" /> : value}</dd>
    </div>
  );

  const face = (
    <>
      <span className="pair-bar__pair">{pairText(pair)}</span>
      <span className="visually-hidden">{t('exchange.choosePair')}</span>
      <Icon name="chevronDown" size={18} />
    </>
  );
  // Until the menu's code is in: a plain button of the same look (ArrowDown opens it, as on Radix's trigger).
  const plain = (
    <button
      {...plainTrigger}
      className="pair-bar__select"
      aria-haspopup="menu"
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        event.currentTarget.click();
      }}
    >
      {face}
    </button>
  );

  return (
    <header className="pair-bar">
      <h1 className="visually-hidden">{t('exchange.heading', { pair: pairText(pair) })}</h1>
      {wanted ? (
        <Suspense fallback={plain}>
          <PairMenu
            pair={pair}
            tickers={tickers}
            open={open}
            setOpen={setOpen}
            face={face}
            pairText={pairText}
            rupees={rupees}
            change={(change) => <Change change={change} />}
          />
        </Suspense>
      ) : (
        plain
      )}

      <div className="pair-bar__last">
        <span className="pair-bar__price num">
          <span className="visually-hidden">{t('exchange.lastPrice')} </span>
          {tickers === null ? <Skeleton width="8rem" height="1.5rem" /> : rupees(ticker?.last)}
        </span>
        {ticker ? <Change change={ticker.change} /> : null}
      </div>

      <dl className="pair-bar__stats">
        {stat(t('exchange.high24'), rupees(ticker?.high))}
        {stat(t('exchange.low24'), rupees(ticker?.low))}
        {stat(t('exchange.volume24', { coin }), ticker ? formatCoin(ticker.volume, coin) : '—')}
        {stat(t('exchange.turnover24'), rupees(ticker?.amount))}
      </dl>

      <LiveBadge state={live} label={t(`exchange.status.${live}`)} />
      <Link className="pair-bar__alert" to={`${PATHS.alerts}?coin=${coin}`}>
        {t('exchange.setAlert')}
      </Link>
    </header>
  );
}

/** Drawn again only when its props change (not on every book delta). */
export const PairBar = memo(PairBarView);
