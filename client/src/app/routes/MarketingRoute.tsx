// /in/marketing/…: a campaign landing page (§2: no chrome). Its own chunk.
import MarketingPage from '../../features/marketing/pages/MarketingPage.tsx';

export default function MarketingRoute() {
  return <MarketingPage />;
}
