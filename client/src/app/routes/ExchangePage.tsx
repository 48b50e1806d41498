// /in/exchange/{quote}/{base} until the exchange lands: the trading screen's frame (pair, chart, order book,
// order form) as skeletons on the exchange's own theme, so the dark palette is a real trading screen.

import { EXCHANGE_PAIRS, exchangePath, pairFromExchangePath } from '@sikka/shared/routes/exchangeRoute';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { storage } from '../../lib/storage.ts';
import { buttonClasses } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';

/** Skeleton rows of the order book: asks above, bids below. */
const BOOK_ROWS = ['ask-1', 'ask-2', 'ask-3', 'ask-4', 'bid-1', 'bid-2', 'bid-3', 'bid-4'] as const;

export default function ExchangePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pair = pairFromExchangePath(pathname);

  // §3 pair_selected: the exchange route is built from the pair last opened.
  useEffect(() => {
    if (pair) storage.pairSelected.set(pair);
  }, [pair]);

  return (
    <section className="exchange-frame" aria-labelledby="exchange-title">
      <header className="exchange-frame__bar">
        <h1 id="exchange-title" className="exchange-frame__pair">
          {pair ?? ''}
        </h1>
        <nav className="exchange-frame__pairs" aria-label={t('placeholder.pairs')}>
          {EXCHANGE_PAIRS.map((other) => (
            <Link
              key={other}
              to={exchangePath(other)}
              className="exchange-frame__pair-link"
              aria-current={other === pair ? 'page' : undefined}
            >
              {other.replace('-', ' / ')}
            </Link>
          ))}
        </nav>
        <span className="placeholder__eyebrow">{t('placeholder.eyebrow')}</span>
      </header>
      <div className="exchange-frame__grid">
        <div className="exchange-frame__pane exchange-frame__chart" aria-hidden="true">
          <svg
            viewBox="0 0 400 160"
            preserveAspectRatio="none"
            className="exchange-frame__line"
            aria-hidden="true"
          >
            <polyline
              points="0,120 30,110 60,118 90,96 120,102 150,80 180,88 210,64 240,72 270,58 300,66 330,44 360,52 400,36"
              fill="none"
              stroke="var(--brand)"
              strokeWidth="2"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        </div>
        <div className="exchange-frame__pane exchange-frame__book" aria-hidden="true">
          {BOOK_ROWS.map((row) => (
            <div key={row} className={`exchange-frame__row exchange-frame__row--${row.slice(0, 3)}`}>
              <Skeleton width="40%" />
              <Skeleton width="30%" />
            </div>
          ))}
        </div>
        <div className="exchange-frame__pane exchange-frame__form">
          <p className="exchange-frame__text">{t('pages.exchange')}</p>
          <ul className="placeholder__points">
            {(t('features.exchange', { returnObjects: true }) as readonly string[]).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <Link className={buttonClasses('secondary', { block: true })} to={PATHS.home}>
            {t('placeholder.backHome')}
          </Link>
        </div>
      </div>
    </section>
  );
}
