// /in/info/feature-sbp/intro: first draft; the full text follows.
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

export default function SbpIntroPage() {
  return (
    <ContentPage
      path="/in/info/feature-sbp/intro"
      eyebrow="Products"
      lead={
        <p>Buy crypto a fixed rupee amount at a time, on a schedule you set, instead of timing the market.</p>
      }
    >
      <Section id="contact" title="Questions">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
