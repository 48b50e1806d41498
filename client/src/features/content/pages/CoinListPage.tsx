// /in/about/coin-list: the coins Sikka lists (§9 BTC, ETH, USDT) with live rupee prices from market.prices.
import { COINS, type Coin } from '@sikka/shared/constants';
import { formatDateTime } from '@sikka/shared/format/date';
import { precisionOf } from '@sikka/shared/money/amount';
import { exchangePath } from '@sikka/shared/routes/exchangeRoute';
import { SITE } from '@sikka/shared/routes/menus';
import { INSTANT_PAGE } from '@sikka/shared/routes/routeTable';
import { Link } from 'react-router-dom';
import { appErrorOf } from '../../../lib/errors.ts';
import { Button } from '../../../ui/Button.tsx';
import { PRICE_REFRESH_MS, useCoinPrices } from '../api/market.ts';
import { ContentPage, DataTable, Section } from '../components/ContentPage.tsx';
import { LoadError, SkeletonRows } from '../components/QueryStates.tsx';
import { RiskDisclaimer } from '../components/RiskDisclaimer.tsx';
import { contentHref } from '../contentPaths.ts';
import { COIN_NAMES, coinRows } from '../utils/coinRows.ts';

const ABOUT: Readonly<Record<Coin, { network: string; text: string }>> = {
  BTC: {
    network: 'Bitcoin network',
    text: 'The first cryptocurrency, launched in 2009. Its supply is capped at 21 million coins and new coins are issued on a fixed, falling schedule. Prices can move sharply within a day.',
  },
  ETH: {
    network: 'Ethereum network',
    text: 'The currency of the Ethereum network, which runs programs (smart contracts) used by many other tokens and applications. It is used to pay for transactions on that network.',
  },
  USDT: {
    network: 'Issued by Tether on several blockchains',
    text: "A stablecoin meant to stay close to one US dollar, backed by reserves its issuer says it holds. It is not rupees: its rupee price moves with the dollar, and it depends on the issuer's reserves and conduct.",
  },
};

export default function CoinListPage() {
  const prices = useCoinPrices();
  const rows = prices.data ? coinRows(prices.data) : null;
  const message = appErrorOf(prices.error).message ?? 'Please try again in a moment.';

  return (
    <ContentPage
      path="/in/about/coin-list"
      eyebrow="About"
      lead={
        <p>
          Sikka lists three coins, each traded against the Indian rupee. We add a coin only after we are
          satisfied we can hold it safely, price it fairly and meet our tax and reporting duties for it.
        </p>
      }
    >
      <Section id="prices" title="Live prices in rupees">
        {rows ? (
          <>
            <DataTable caption="Prices per coin, in rupees">
              <thead>
                <tr>
                  <th scope="col">Coin</th>
                  <th scope="col" className="num">
                    Buy price
                  </th>
                  <th scope="col" className="num">
                    Sell price
                  </th>
                  <th scope="col" className="num">
                    24h change
                  </th>
                  <th scope="col">Trade</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.coin}>
                    <th scope="row">
                      {row.name} <span className="muted">({row.coin})</span>
                    </th>
                    <td className="num">{row.buy}</td>
                    <td className="num">{row.sell}</td>
                    <td className={`num ${row.change.direction}`}>{row.change.text}</td>
                    <td>
                      <Link to={INSTANT_PAGE[row.coin]} aria-label={`Buy or sell ${row.name}`}>
                        Buy/Sell
                      </Link>
                      {' · '}
                      <Link
                        to={exchangePath(`${row.coin}-INR`)}
                        aria-label={`Trade ${row.name} on the exchange`}
                      >
                        Exchange
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            {prices.isError ? (
              <div className="content-note" role="alert">
                These prices could not be refreshed and may be out of date.{' '}
                <Button
                  variant="link"
                  onClick={() => void prices.refetch()}
                  busy={prices.isFetching}
                  disabled={prices.isFetching}
                >
                  Refresh prices
                </Button>
              </div>
            ) : (
              <p className="content-note">
                Prices as of <time>{formatDateTime(prices.dataUpdatedAt)}</time>, refreshed every{' '}
                {PRICE_REFRESH_MS / 1000} seconds while this page is open.
              </p>
            )}
          </>
        ) : prices.isPending ? (
          <SkeletonRows rows={COINS.length} columns={4} label="Loading live prices" />
        ) : (
          <LoadError
            what="live prices"
            message={message}
            onRetry={() => void prices.refetch()}
            retrying={prices.isFetching}
          />
        )}
        <p>
          The buy price is what one coin costs you and the sell price what one coin fetches, both including
          our spread. The platform fee, GST and, on sales, 1% TDS are added when you trade; see{' '}
          <Link to={contentHref('/in/support/fees')}>fees and taxes</Link>.
        </p>
      </Section>

      <Section id="coins" title="The coins">
        <ul className="content-cards">
          {COINS.map((coin) => (
            <li key={coin} className="content-card">
              <h3>
                {COIN_NAMES[coin]} ({coin})
              </h3>
              <p>{ABOUT[coin].text}</p>
              <p>
                {ABOUT[coin].network}. Amounts to {precisionOf(coin)} decimal places.
              </p>
            </li>
          ))}
        </ul>
        <p>
          Before you deposit a coin, check the network shown on the deposit screen. Coins sent on a different
          network, or to a wrong address, usually cannot be recovered.
        </p>
      </Section>

      <Section id="listing" title="How we choose coins">
        <p>We look at a coin's record before listing it, and keep looking after. We ask:</p>
        <ul>
          <li>Is it traded widely enough that our prices can follow a fair market price?</li>
          <li>Has its network run securely for years, and can we hold it in secure custody?</li>
          <li>Can we meet our tax, KYC and reporting duties for it in India?</li>
          <li>Is the team or issuer behind it open about how it works and what backs it?</li>
        </ul>
        <p>
          A listing is not a recommendation to buy. We may stop listing a coin if it no longer meets these
          tests, and will give notice so you can sell or withdraw it. Projects that want to be considered can
          use our <a href={SITE.listingForm}>coin listing form</a>.
        </p>
      </Section>

      <RiskDisclaimer />
    </ContentPage>
  );
}
