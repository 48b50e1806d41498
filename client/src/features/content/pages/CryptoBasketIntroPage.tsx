// /in/info/feature-cryptobasket/intro: first draft; the full text follows.
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

export default function CryptoBasketIntroPage() {
  return (
    <ContentPage
      path="/in/info/feature-cryptobasket/intro"
      eyebrow="Products"
      lead={<p>Buy BTC, ETH and USDT together in one order, in the proportions of a basket you choose.</p>}
    >
      <Section id="contact" title="Questions">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
