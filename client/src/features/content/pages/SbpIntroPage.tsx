// /in/info/feature-sbp/intro/: the systematic buying plan — a fixed rupee amount on a schedule — with a
// rupee-cost averaging example computed in paise and satoshi, leading to /in/crypto-basket where plans are made.
import { MIN_BASKET_AMOUNT_PAISE, MIN_COIN_PLAN_PAISE } from '@sikka/shared/basket/rules';
import { formatCoin, formatInr } from '@sikka/shared/money/amount';
import { authPagePath } from '@sikka/shared/routes/authQuery';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../ui/Button.tsx';
import { Callout, ContentPage, DataTable, Section } from '../components/ContentPage.tsx';
import { RiskDisclaimer } from '../components/RiskDisclaimer.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { contentHref } from '../contentPaths.ts';
import { averagingExample } from '../utils/planExamples.ts';

/** ₹1,000 a month into BTC over four months of illustrative prices. */
const INSTALMENT_PAISE = 100_000n;
const MONTHS = ['Month 1', 'Month 2', 'Month 3', 'Month 4'] as const;
const PRICES_PAISE = [800_000_000n, 720_000_000n, 880_000_000n, 640_000_000n] as const;

const inr = (paise: bigint) => formatInr(paise, { symbol: true });

export default function SbpIntroPage() {
  const example = averagingExample(INSTALMENT_PAISE, PRICES_PAISE, 'BTC');
  return (
    <ContentPage
      path="/in/info/feature-sbp/intro"
      eyebrow="Products"
      lead={
        <p>
          A systematic buying plan (SBP) buys a coin or a crypto basket for you with the same rupee amount at
          regular intervals — every day, week or month — so you build a holding steadily instead of trying to
          pick the perfect day.
        </p>
      }
    >
      <Section id="how" title="How a plan works">
        <ol className="content-steps">
          <li>
            Choose a coin (BTC, ETH or USDT) or a{' '}
            <Link to={contentHref('/in/info/feature-cryptobasket/intro')}>crypto basket</Link>, and the amount
            in rupees for each purchase: from {inr(MIN_COIN_PLAN_PAISE)} for a coin,{' '}
            {inr(MIN_BASKET_AMOUNT_PAISE)} for a basket.
          </li>
          <li>
            Choose how often: daily, weekly or monthly (every 30 days). The first purchase is made when you
            start the plan, and the next ones follow on the same schedule.
          </li>
          <li>
            Keep enough rupees in your Sikka wallet. On each date, the plan buys at the instant buy price.
          </li>
          <li>
            Every purchase shows in your history with its price, fee and GST, like any other buy, and in the
            plan's own history; you get a message each time.
          </li>
          <li>Pause, change or stop the plan whenever you like; coins already bought stay in your wallet.</li>
        </ol>
        <p>
          If your wallet does not hold enough rupees on a date, that purchase is skipped and we let you know
          why; the plan carries on with the next one. Each date is bought once, never twice.
        </p>
      </Section>

      <Section id="averaging" title="Why buy in instalments: rupee-cost averaging">
        <p>
          The same rupee amount buys more coin when the price is low and less when it is high. Over time, the
          average you pay per coin ends up below the average of the prices on your purchase dates. Here is{' '}
          {inr(INSTALMENT_PAISE)} a month into bitcoin at four illustrative prices (fees left out to keep the
          arithmetic plain):
        </p>
        <DataTable caption={`${inr(INSTALMENT_PAISE)} a month into BTC`}>
          <thead>
            <tr>
              <th scope="col">Purchase</th>
              <th scope="col" className="num">
                Price per BTC
              </th>
              <th scope="col" className="num">
                Amount
              </th>
              <th scope="col" className="num">
                BTC bought
              </th>
            </tr>
          </thead>
          <tbody>
            {example.rows.map((row, index) => (
              <tr key={MONTHS[index]}>
                <th scope="row">{MONTHS[index]}</th>
                <td className="num">{inr(row.pricePaise)}</td>
                <td className="num">{inr(INSTALMENT_PAISE)}</td>
                <td className="num">{formatCoin(row.quantityMinor, 'BTC')}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="num">Average price {inr(example.averagePricePaise)}</td>
              <td className="num">{inr(example.spentPaise)}</td>
              <td className="num">{formatCoin(example.quantityMinor, 'BTC')}</td>
            </tr>
          </tfoot>
        </DataTable>
        <p>
          The average price over the four months was {inr(example.averagePricePaise)}, but the plan paid{' '}
          <strong className="num">{inr(example.averageCostPaise)}</strong> per bitcoin on average, because it
          bought more when the price dipped.
        </p>
        <Callout tone="risk" title="Averaging is not protection">
          <p>
            A plan smooths the price you pay; it does not make a loss less likely if the price falls and stays
            down. The value of your holding can still fall below what you put in.
          </p>
        </Callout>
      </Section>

      <Section id="not-a-sip" title="An SBP is not a mutual fund SIP">
        <p>
          A systematic investment plan (SIP) in a mutual fund is regulated by SEBI. A systematic buying plan
          on Sikka buys crypto, which is not regulated in India. The schedule works the same way; the
          protections do not. Each purchase pays the usual{' '}
          <Link to={contentHref('/in/support/fees')}>fee and GST</Link>, and selling later attracts 1% TDS and
          tax on any gain.
        </p>
      </Section>

      <Section id="start" title="Start a plan">
        <p>
          You need a verified Sikka account with rupees in your wallet. Plans are set up, paused, changed and
          cancelled on the Crypto Basket page once you are signed in.
        </p>
        <div className="content-actions">
          <Link className={buttonClasses('primary')} to={PATHS.cryptoBasket}>
            Start a plan
          </Link>
          <Link className={buttonClasses('secondary')} to={authPagePath('sign-up')}>
            Create your account
          </Link>
          <Link className={buttonClasses('secondary')} to={contentHref('/in/additional/faqs')}>
            Read the FAQs
          </Link>
        </div>
        <SupportContact heading="Questions about plans" />
      </Section>

      <RiskDisclaimer />
    </ContentPage>
  );
}
