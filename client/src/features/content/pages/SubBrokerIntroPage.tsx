// /in/info/feature-subbroker/intro: first draft; the full text follows.
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

export default function SubBrokerIntroPage() {
  return (
    <ContentPage
      path="/in/info/feature-subbroker/intro"
      eyebrow="Products"
      lead={
        <p>
          Bring your clients to Sikka as a sub-broker: how the programme works, what it asks of you and how to
          apply.
        </p>
      }
    >
      <Section id="contact" title="Questions">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
