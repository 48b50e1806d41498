// /in/policy/riskwarning: first draft; the full text follows.
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

export default function RiskWarningPage() {
  return (
    <ContentPage
      path="/in/policy/riskwarning"
      eyebrow="Policy"
      lead={
        <p>
          Crypto is unregulated in India and highly risky: volatility, no deposit insurance, tax and other
          risks to know first.
        </p>
      }
    >
      <Section id="contact" title="Questions">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
