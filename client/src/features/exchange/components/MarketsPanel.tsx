// The market list beside the book: every pair with its last price and 24-hour change, a search over symbols and
// names, and the person's favourite pairs (starred here, kept per account) first or alone.
import { COINS } from '@sikka/shared/constants';
import type { Ticker } from '@sikka/shared/exchange/schemas';
import { formatInr } from '@sikka/shared/money/amount';
import { EXCHANGE_PAIRS, exchangePath, type Pair } from '@sikka/shared/routes/exchangeRoute';
import { memo, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { changeView } from '../../../lib/format/change.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useFavourites, useSetFavourite } from '../api/exchange.ts';
import { marketRows } from '../utils/markets.ts';

const pairText = (pair: string) => pair.replace('-', ' / ');

function MarketsPanelView({
  pair,
  tickers,
  signedIn,
}: {
  pair: Pair;
  tickers: readonly Ticker[] | null;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [onlyFavourites, setOnlyFavourites] = useState(false);
  const favourites = useFavourites(signedIn);
  const setFavourite = useSetFavourite();
  const starred = signedIn ? (favourites.data?.data ?? []) : [];
  const names = useMemo(() => Object.fromEntries(COINS.map((coin) => [coin, t(`coins.${coin}`)])), [t]);
  const rows = marketRows({
    pairs: EXCHANGE_PAIRS,
    names,
    tickers,
    favourites: starred,
    search,
    onlyFavourites: signedIn && onlyFavourites,
  });

  return (
    <section className="exchange-panel markets-panel" aria-labelledby="markets-title">
      <div className="exchange-panel__head">
        <h2 id="markets-title" className="exchange-panel__title">
          {t('exchange.markets.title')}
        </h2>
        {signedIn ? (
          <ChoiceGroup
            legend={t('exchange.markets.show')}
            legendHidden
            size="small"
            value={onlyFavourites ? 'favourites' : 'all'}
            options={[
              { value: 'all', label: t('exchange.markets.all') },
              { value: 'favourites', label: t('exchange.markets.favourites') },
            ]}
            onChange={(value) => setOnlyFavourites(value === 'favourites')}
          />
        ) : null}
      </div>
      <input
        type="search"
        className="field__input markets-panel__search"
        aria-label={t('exchange.markets.search')}
        placeholder={t('exchange.markets.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {rows.length === 0 ? (
        <p className="exchange-panel__empty">
          {search.trim() !== ''
            ? t('exchange.markets.noMatch', { search: search.trim() })
            : t('exchange.markets.noFavourites')}
        </p>
      ) : (
        <ul className="markets-panel__list">
          {rows.map((row) => {
            const change = row.ticker ? changeView(row.ticker.change) : null;
            return (
              <li key={row.pair} className="markets-panel__row">
                {signedIn ? (
                  <button
                    type="button"
                    className="icon-button markets-panel__star"
                    aria-pressed={row.favourite}
                    aria-label={t(row.favourite ? 'exchange.markets.unstar' : 'exchange.markets.star', {
                      pair: pairText(row.pair),
                    })}
                    onClick={() => setFavourite.mutate({ pair: row.pair, favourite: !row.favourite })}
                  >
                    <Icon name="star" size={16} />
                  </button>
                ) : null}
                <Link
                  className="markets-panel__pair"
                  to={exchangePath(row.pair)}
                  aria-current={row.pair === pair ? 'page' : undefined}
                >
                  <span className="markets-panel__symbol">{pairText(row.pair)}</span>
                  <span className="markets-panel__name">{row.name}</span>
                </Link>
                <span className="num markets-panel__last">
                  {tickers === null ? (
                    <Skeleton width="4.5rem" />
                  ) : row.ticker?.last ? (
                    formatInr(row.ticker.last, { symbol: true })
                  ) : (
                    '—'
                  )}
                </span>
                <span className={`num change change--${change?.direction ?? 'flat'} markets-panel__change`}>
                  {change?.text ?? ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {signedIn ? null : <p className="markets-panel__hint">{t('exchange.markets.visitorHint')}</p>}
    </section>
  );
}

/** Drawn again only when its props change (not on every book delta). */
export const MarketsPanel = memo(MarketsPanelView);
