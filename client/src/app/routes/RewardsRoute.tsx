// /in/more/rewards: the rewards feature's page for a signed-in person. Its own chunk, loaded when first visited.
import RewardsPage from '../../features/rewards/pages/RewardsPage.tsx';
import { useSession } from '../session/sessionContext.ts';
import { SignedInOnly } from './SignedInOnly.tsx';

export default function RewardsRoute() {
  const { userId } = useSession();
  return (
    <SignedInOnly visitorText="Log in to see your rewards.">
      <RewardsPage userId={userId} />
    </SignedInOnly>
  );
}
