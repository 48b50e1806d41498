// /in/crypto-basket 'Crypto Basket': the curated baskets (composition, past, risk), the buy form, the holdings with
// sale and rebalance, and the systematic buying plans with their runs. Every money move goes through the shared
// money-move hook: the §4 confirmation with every line, no code (instant buy's rule), a key per attempt.
import type { VerificationFields } from '@sikka/shared/user/verification';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FailedNotice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { VerifiedGate } from '../../../ui/VerifiedGate.tsx';
import { useBaskets } from '../api/basket.ts';
import { BasketCard } from '../components/BasketCard.tsx';
import { BasketTrading } from '../components/BasketTrading.tsx';
import { BuyingPlans } from '../components/BuyingPlans.tsx';
import '../components/basket.css';

interface BasketPageProps {
  signedIn: boolean;
  user: VerificationFields | null;
  userLoading: boolean;
}

export default function BasketPage({ signedIn, user, userLoading }: BasketPageProps) {
  const baskets = useBaskets();
  const [chosen, setChosen] = useState<string>('top-3');
  const buyRef = useRef<HTMLDivElement>(null);
  const list = baskets.data?.data ?? [];
  const nameOf = (id: string) => list.find((b) => b.id === id)?.name ?? id;
  return (
    <section className="list-page basket" aria-labelledby="basket-title">
      <h1 id="basket-title" className="list-page__title">
        Crypto Basket
      </h1>
      <p className="list-page__intro">
        Buy several coins in one order, in the weights of a ready-made basket, or set up a systematic buying
        plan that buys for you every day, week or month. New here? Read{' '}
        <Link to="/in/info/feature-cryptobasket/intro/">how baskets work</Link> and{' '}
        <Link to="/in/info/feature-sbp/intro/">how buying plans work</Link>.
      </p>
      <h2 className="basket__heading basket__heading--list">Baskets</h2>
      {baskets.isError && !baskets.data ? (
        <FailedNotice title="The baskets could not be loaded." onRetry={() => void baskets.refetch()} />
      ) : !baskets.data ? (
        <div className="basket__cards" role="status">
          <span className="visually-hidden">Loading the baskets</span>
          <Skeleton width="100%" height="16rem" />
          <Skeleton width="100%" height="16rem" />
        </div>
      ) : (
        <ul className="basket__cards" aria-label="Baskets">
          {list.map((basket) => (
            <BasketCard
              key={basket.id}
              basket={basket}
              onBuy={() => {
                setChosen(basket.id);
                buyRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
              }}
            />
          ))}
        </ul>
      )}
      <div className="basket__panel" ref={buyRef}>
        <h2 className="basket__heading">Buy a basket</h2>
        <VerifiedGate
          signedIn={signedIn}
          user={user}
          userLoading={userLoading}
          visitorText="Log in to buy a basket."
        >
          <BasketTrading baskets={list} chosen={chosen} onChoose={setChosen} nameOf={nameOf} />
        </VerifiedGate>
      </div>
      <div className="basket__panel">
        <h2 className="basket__heading">Systematic buying plans</h2>
        <VerifiedGate
          signedIn={signedIn}
          user={user}
          userLoading={userLoading}
          visitorText="Log in to start a buying plan."
        >
          <BuyingPlans baskets={list} />
        </VerifiedGate>
      </div>
    </section>
  );
}
