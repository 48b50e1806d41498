// /in/more/rewards: the person's scratch cards — those waiting to be revealed (each revealed in place, §4), and every
// card with what it was worth, in pages of 4 (§2 '1-4 of N').
import { formatDateTime } from '@sikka/shared/format/date';
import { referralCodeFor } from '@sikka/shared/rewards/referral';
import type { Reward } from '@sikka/shared/rewards/schemas';
import { CAMPAIGN_LABELS, isRewardCampaign } from '@sikka/shared/rewards/texts';
import { useState } from 'react';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { PagedFeed } from '../../../ui/PagedFeed.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { usePendingRewards, useRewardHistory } from '../api/rewards.ts';
import { RedeemButton, RewardArt, ScratchCard, safeLink } from '../components/ScratchCard.tsx';

const STATE_LABELS = { pending: 'Not revealed yet', revealed: 'Revealed', redeemed: 'Redeemed' } as const;

export default function RewardsPage({ userId }: { userId: number | null }) {
  const pending = usePendingRewards();
  const [page, setPage] = useState(1);
  const history = useRewardHistory(page);

  return (
    <section className="list-page" aria-labelledby="rewards-title">
      <h1 id="rewards-title" className="list-page__title">
        Rewards
      </h1>
      <p className="list-page__intro">
        Earn a scratch card for your first deposit, your first trade, a friend who signs up with your referral
        code, or a coupon code at sign-up. Reveal it to see what you won: it goes straight to your wallet.
      </p>

      {userId === null ? null : (
        <Notice tone="info" title="Invite a friend">
          Your referral code is <strong className="num">{referralCodeFor(userId)}</strong>. When a friend
          signs up with it, you earn a scratch card.
        </Notice>
      )}

      <h2>Scratch cards</h2>
      {pending.isError && !pending.data ? (
        <FailedNotice
          title="Your scratch cards could not be loaded."
          onRetry={() => void pending.refetch()}
        />
      ) : !pending.data ? (
        <Skeleton width="100%" height="14rem" />
      ) : pending.data.length === 0 ? (
        <Notice tone="info" title="No scratch cards waiting">
          Make your first deposit or your first trade to earn one.
        </Notice>
      ) : (
        <ul className="rewards-grid" aria-label="Scratch cards">
          {pending.data.map((reward) => (
            <li key={reward.reward_id}>
              <ScratchCard reward={reward} />
            </li>
          ))}
        </ul>
      )}

      <h2>History</h2>
      <PagedFeed
        query={history}
        label="Reward history"
        loading="Loading your rewards"
        failed="Your rewards could not be loaded."
        empty={<p className="list-page__intro">No rewards yet.</p>}
        skeletonRows={3}
        onPage={setPage}
      >
        {(reward) => <RewardRow key={reward.reward_id} reward={reward} />}
      </PagedFeed>
    </section>
  );
}

function RewardRow({ reward }: { reward: Reward }) {
  const redeem = reward.status === 'revealed' ? safeLink(reward.redirection_url) : null;
  return (
    <li className="feed__item">
      <RewardArt image={reward.image} coin={reward.coin} size={36} />
      <div className="feed__body">
        <span className="feed__subject">
          {reward.status === 'pending' ? 'Scratch card' : reward.rewards_string}
        </span>
        <span>
          {isRewardCampaign(reward.campaign) ? CAMPAIGN_LABELS[reward.campaign] : reward.campaign}
          {reward.amount ? <span className="num"> · {`${reward.amount} ${reward.coin}`}</span> : null}
        </span>
        <span className="feed__meta">
          Earned {formatDateTime(reward.earned_at)}
          {reward.revealed_at ? ` · revealed ${formatDateTime(reward.revealed_at)}` : ''}
        </span>
        <span className="feed__tag">{STATE_LABELS[reward.status]}</span>
      </div>
      {redeem ? (
        <div className="feed__actions">
          <RedeemButton rewardId={reward.reward_id} to={redeem} />
        </div>
      ) : null}
    </li>
  );
}
