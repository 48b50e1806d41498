// /in/invoice/…: the tax invoice of one of the person's orders or fills (§2: no chrome). Its own chunk.
import InvoicePage from '../../features/invoice/pages/InvoicePage.tsx';
import { useSession } from '../session/sessionContext.ts';

export default function InvoiceRoute() {
  const session = useSession();
  return <InvoicePage signedIn={session.signedIn} />;
}
