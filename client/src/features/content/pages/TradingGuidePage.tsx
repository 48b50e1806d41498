// /in/additional/trading-guide: first draft; the full text follows.
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

export default function TradingGuidePage() {
  return (
    <ContentPage
      path="/in/additional/trading-guide"
      eyebrow="Learn"
      lead={
        <p>
          Instant buy and sell or the exchange order book; limit, stop-limit, market, ladder and stop-loss
          orders; fees and TDS.
        </p>
      }
    >
      <Section id="contact" title="Questions">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
