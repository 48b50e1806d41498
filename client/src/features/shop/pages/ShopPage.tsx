// /in/shop 'Shop': the catalogue of vouchers and products with what is left in stock, for anyone; buying (verified
// profiles: §4 confirmation, then the §9 transaction code) paid in rupees or with a coin at the live instant price;
// and 'My orders', where each code is revealed on demand.
import { formatInr } from '@sikka/shared/money/amount';
import type { ShopBrandWire } from '@sikka/shared/shop/schemas';
import type { VerificationFields } from '@sikka/shared/user/verification';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FailedNotice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { VerifiedGate } from '../../../ui/VerifiedGate.tsx';
import { useCatalogue } from '../api/shop.ts';
import { BuyForm } from '../components/BuyForm.tsx';
import { OrdersList } from '../components/OrdersList.tsx';
import '../components/shop.css';
import '../../../ui/accountPage.css';

type Tab = 'buy' | 'orders';

interface ShopPageProps {
  signedIn: boolean;
  user: VerificationFields | null;
  userLoading: boolean;
}

export default function ShopPage({ signedIn, user, userLoading }: ShopPageProps) {
  const [search] = useSearchParams();
  // ?tab=orders (the purchase message's link) opens My orders.
  const [tab, setTab] = useState<Tab>(() => (search.get('tab') === 'orders' ? 'orders' : 'buy'));
  const catalogue = useCatalogue();
  return (
    <section className="list-page shop" aria-labelledby="shop-title">
      <h1 id="shop-title" className="list-page__title">
        Shop
      </h1>
      <p className="list-page__intro">
        Gift vouchers and products, paid from your rupee balance or with Bitcoin, Ether or Tether at the live
        instant price. Codes arrive at once in My orders.
      </p>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="account-card">
        <Tabs.List className="tabs-list" aria-label="Shop">
          <Tabs.Trigger value="buy" className="tabs-list__tab">
            Buy
          </Tabs.Trigger>
          <Tabs.Trigger value="orders" className="tabs-list__tab">
            My orders
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="buy" className="shop__panel">
          <Catalogue query={catalogue} />
          {catalogue.data ? (
            <VerifiedGate
              signedIn={signedIn}
              user={user}
              userLoading={userLoading}
              visitorText="Log in to buy vouchers and products."
            >
              <BuyForm brands={catalogue.data.brands} onBought={() => setTab('orders')} />
            </VerifiedGate>
          ) : null}
        </Tabs.Content>
        <Tabs.Content value="orders">
          {signedIn ? (
            <OrdersList />
          ) : (
            <VerifiedGate
              signedIn={false}
              user={null}
              userLoading={false}
              visitorText="Log in to see your orders."
            >
              {null}
            </VerifiedGate>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function Catalogue({
  query,
}: {
  query: { data: { brands: ShopBrandWire[] } | undefined; isError: boolean; refetch: () => unknown };
}) {
  if (query.isError && !query.data)
    return <FailedNotice title="The shop could not be loaded." onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <div className="shop__brands" role="status">
        <span className="visually-hidden">Loading the shop</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} width="100%" height="6rem" />
        ))}
      </div>
    );
  if (query.data.brands.length === 0)
    return <p className="feed__meta">The shop has nothing on sale right now. Please check again later.</p>;
  return (
    <ul className="shop__brands" aria-label="Catalogue">
      {query.data.brands.map((brand) => {
        const left = brand.items.reduce((sum, item) => sum + item.in_stock, 0);
        return (
          <li key={brand.id} className="shop__brand">
            <div className="shop__brand-head">
              <h2 className="shop__brand-name">{brand.name}</h2>
              <span className="feed__tag">{brand.kind === 'voucher' ? 'Voucher' : 'Product'}</span>
            </div>
            <p className="feed__meta">{brand.description}</p>
            <p className="shop__denominations num">
              {brand.items.map((item) => formatInr(item.amount, { symbol: true })).join(' · ')}
            </p>
            <p className={left === 0 ? 'shop__stock shop__stock--out' : 'shop__stock'}>
              {left === 0 ? 'Sold out' : `${left} in stock`}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
