// /in/into-the-block 'Into the Block': the market insight page, public, with its own top bar (§2: no chrome).
import IntoTheBlockPage from '../../features/insight/pages/IntoTheBlockPage.tsx';

export default function IntoTheBlockRoute() {
  return <IntoTheBlockPage />;
}
