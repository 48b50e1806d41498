// /in/messages: the messages feature's page for a signed-in person. Its own chunk, loaded when first visited.
import MessagesPage from '../../features/messages/pages/MessagesPage.tsx';
import { SignedInOnly } from './SignedInOnly.tsx';

export default function MessagesRoute() {
  return (
    <SignedInOnly visitorText="Log in to read your messages.">
      <MessagesPage />
    </SignedInOnly>
  );
}
