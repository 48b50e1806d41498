// The order book: asks above (best nearest the middle), the last price and the spread, bids below; or one side only,
// with twice the rows (the switch in the header); price grouping; per row the price, the amount and what it is worth
// in rupees, with a depth bar for the quantity from the best price to it; a price clicked fills the order form. The
// copy is the live one from useLiveBook, so "reconnecting" or "resyncing" shows whenever it may not be the provider's.
import type { BookCopy } from '@sikka/shared/exchange/orderBook';
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import { formatInr } from '@sikka/shared/money/amount';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { LiveBadge } from '../../../ui/LiveBadge.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import type { BookStatus } from '../utils/bookSync.ts';
import { BOOK_SIDES, type BookRow, type BookSides, bookView, GROUP_TICKS } from '../utils/bookView.ts';
import { inLots } from '../utils/figures.ts';
import { SkeletonRows } from './SkeletonRows.tsx';

/** The skeleton's cell widths: a price, an amount and a total in rupees, about as wide as the figures. */
const BOOK_CELLS = ['10ch', '7ch', '9ch'] as const;

interface OrderBookPanelProps {
  config: PairConfig;
  book: BookCopy | null;
  status: BookStatus;
  /** The last traded price, shown between the sides. */
  last: string | null;
  /** Rows a side when both show (one side alone shows twice as many). */
  rows: number;
  onPick: (rate: string) => void;
}

/** The book's columns and their head, the same while the book loads and once it came. */
function BookHead({ coin }: { coin: string }) {
  const { t } = useTranslation();
  return (
    <>
      <colgroup>
        <col className="book-table__price" />
        <col className="book-table__amount" />
        <col className="book-table__value" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{t('exchange.price')}</th>
          <th scope="col" className="cell-right">
            {t('exchange.amountIn', { coin })}
          </th>
          <th scope="col" className="cell-right">
            <abbr title={t('exchange.totalExplained')}>{t('exchange.totalInr')}</abbr>
          </th>
        </tr>
      </thead>
    </>
  );
}

export function OrderBookPanel({ config, book, status, last, rows, onPick }: OrderBookPanelProps) {
  const { t } = useTranslation();
  const [group, setGroup] = useState<number>(1);
  const [sides, setSides] = useState<BookSides>('both');
  const sideRows = sides === 'both' ? rows : 2 * rows;
  const view = book ? bookView(book, config, group, sideRows, sides) : null;
  const coin = config.coin;

  const line = (row: BookRow, side: 'ask' | 'bid') => (
    <tr
      key={row.rate}
      className={`book-row book-row--${side}`}
      style={{ '--depth': `${row.depth * 100}%` } as CSSProperties}
    >
      <td>
        <button type="button" className="book-row__price num" onClick={() => onPick(row.rate)}>
          <span className="visually-hidden">{t('exchange.usePrice')} </span>
          {formatInr(row.rate)}
        </button>
      </td>
      <td className="num cell-right">{inLots(row.volume, config)}</td>
      <td className="num cell-right book-row__total">{formatInr(row.value)}</td>
    </tr>
  );
  const emptySide = (text: string) => (
    <tr className="book-row book-row--empty">
      <td colSpan={3}>{text}</td>
    </tr>
  );
  const spread = (
    <tbody>
      <tr className="book-spread">
        {/* One cell across the table, so the last price never widens the price column. */}
        <td colSpan={3}>
          <div className="book-spread__line">
            <span className="num book-spread__last">
              {view === null ? (
                <Skeleton width="8rem" height="1lh" />
              ) : last ? (
                formatInr(last, { symbol: true })
              ) : (
                '—'
              )}
            </span>
            <span className="num book-spread__gap">
              {view === null ? (
                <Skeleton width="12rem" height="1lh" />
              ) : view.spread ? (
                t('exchange.spread', {
                  amount: formatInr(view.spread.amount),
                  percent: view.spread.percent,
                })
              ) : (
                ''
              )}
            </span>
          </div>
        </td>
      </tr>
    </tbody>
  );

  return (
    <section className="exchange-panel book-panel" aria-label={t('exchange.bookTitle')}>
      <div className="exchange-panel__head">
        <h2 className="exchange-panel__title">{t('exchange.bookTitle')}</h2>
        {status === 'live' || status === 'connecting' ? null : (
          <LiveBadge
            state={status === 'refused' ? 'refused' : 'reconnecting'}
            label={t(`exchange.bookStatus.${status}`)}
          />
        )}
        <div className="book-panel__tools">
          <fieldset className="book-panel__sides">
            <legend className="visually-hidden">{t('exchange.bookSides')}</legend>
            {BOOK_SIDES.map((value) => (
              <button
                key={value}
                type="button"
                className={`book-panel__side book-panel__side--${value}`}
                aria-pressed={sides === value}
                title={t(`exchange.bookSide.${value}`)}
                onClick={() => setSides(value)}
              >
                <span className="visually-hidden">{t(`exchange.bookSide.${value}`)}</span>
              </button>
            ))}
          </fieldset>
          <label className="book-panel__group">
            <span className="visually-hidden">{t('exchange.grouping')}</span>
            <select
              value={group}
              onChange={(event) => setGroup(Number(event.target.value))}
              className="select"
            >
              {GROUP_TICKS.map((ticks) => (
                <option key={ticks} value={ticks}>
                  {formatInr(String(Number(config.tickSize) * ticks))}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {/* While the book is on its way, the table's head and spread with a bar for each row it will have. */}
      <div role={view === null ? 'status' : undefined}>
        {view === null ? <span className="visually-hidden">{t('exchange.bookLoading')}</span> : null}
        <table className="book-table book-table--book" aria-hidden={view === null ? true : undefined}>
          {view === null ? null : (
            <caption className="visually-hidden">{t('exchange.bookCaption', { pair: config.pair })}</caption>
          )}
          <BookHead coin={coin} />
          {sides === 'bids' ? null : (
            <tbody className="book-table__asks" aria-label={view ? t('exchange.asks') : undefined}>
              {view === null ? (
                <SkeletonRows count={sideRows} widths={BOOK_CELLS} />
              ) : view.asks.length === 0 ? (
                emptySide(t('exchange.noAsks'))
              ) : (
                [...view.asks].reverse().map((row) => line(row, 'ask'))
              )}
            </tbody>
          )}
          {spread}
          {sides === 'asks' ? null : (
            <tbody className="book-table__bids" aria-label={view ? t('exchange.bids') : undefined}>
              {view === null ? (
                <SkeletonRows count={sideRows} widths={BOOK_CELLS} />
              ) : view.bids.length === 0 ? (
                emptySide(t('exchange.noBids'))
              ) : (
                view.bids.map((row) => line(row, 'bid'))
              )}
            </tbody>
          )}
        </table>
      </div>
    </section>
  );
}
