// /in/alerts: the alerts feature's page for a signed-in person. Its own chunk, loaded when first visited.
import AlertsPage from '../../features/alerts/pages/AlertsPage.tsx';
import { SignedInOnly } from './SignedInOnly.tsx';

export default function AlertsRoute() {
  return (
    <SignedInOnly visitorText="Log in to see and set your price alerts.">
      <AlertsPage />
    </SignedInOnly>
  );
}
