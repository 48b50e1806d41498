// §2/§4 a scratch card: 'Click to view' → 'Fetching your reward' → the reward, with the celebration and the
// reward-history reload; a failed reveal shows its error on the unrevealed card. 'viewed' is sent when the card
// appears, 'offer viewed' when it is revealed (§3 fields). Redeem goes to redirection_url when there is one.
import type { PendingReward } from '@sikka/shared/rewards/schemas';
import { useEffect, useReducer } from 'react';
import { ANALYTICS_EVENTS, analytics } from '../../../lib/analytics.ts';
import { appErrorOf } from '../../../lib/errors.ts';
import { Button } from '../../../ui/Button.tsx';
import { CoinIcon, Icon } from '../../../ui/Icon.tsx';
import { Spinner } from '../../../ui/Loader.tsx';
import { useReloadRewards, useRewardChanges } from '../api/rewards.ts';
import { celebrate } from '../utils/celebration.ts';
import {
  rewardEventFields,
  SCRATCH_CARD_TEXT,
  type ScratchCardState,
  scratchCardReducer,
  UNREVEALED,
} from '../utils/scratchCard.ts';
import './rewards.css';

const COIN_ICON = { BTC: 'bitcoin', ETH: 'ether', USDT: 'usdt' } as const;

/** A link the card may follow: a path of ours, or an https address. */
export function safeLink(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https:\/\//.test(url) ? url : null;
}

/** A card's picture: its image when it is one of ours, else the coin's icon. */
export function RewardArt({
  image,
  coin,
  size = 40,
}: {
  image?: string | null;
  coin: string;
  size?: number;
}) {
  if (image?.startsWith('/') && !image.startsWith('//'))
    return <img className="reward-art" src={image} alt="" width={size} height={size} />;
  return coin in COIN_ICON ? (
    <CoinIcon coin={COIN_ICON[coin as keyof typeof COIN_ICON]} size={size} />
  ) : (
    <Icon name="gift" size={size} />
  );
}

export function ScratchCard({
  reward,
  initial = UNREVEALED,
}: {
  reward: PendingReward;
  /** A card already revealed opens revealed. */
  initial?: ScratchCardState;
}) {
  const [state, dispatch] = useReducer(scratchCardReducer, initial);
  const { reveal } = useRewardChanges();
  const reload = useReloadRewards();

  useEffect(() => {
    analytics.track(ANALYTICS_EVENTS.rewardViewed, rewardEventFields(reward, new Date()));
  }, [reward]);

  async function open() {
    if (state.step !== 'unrevealed') return;
    dispatch({ type: 'tap' });
    try {
      const answer = await reveal.mutateAsync({ reward_id: reward.reward_id });
      const revealed = answer[0];
      dispatch({ type: 'revealed', reward: revealed });
      analytics.track(ANALYTICS_EVENTS.offerViewed, rewardEventFields(revealed, new Date()));
      void celebrate();
      reload();
    } catch (error) {
      dispatch({ type: 'failed', message: appErrorOf(error).message });
    }
  }

  if (state.step === 'revealed') {
    const shown = state.reward;
    const redeem = safeLink(shown.redirection_url);
    return (
      <div className="scratch-card scratch-card--revealed" data-state="revealed">
        <RewardArt image={shown.image} coin={shown.coin} size={64} />
        <p className="scratch-card__reward" aria-live="polite">
          {shown.rewards_string}
        </p>
        <p className="scratch-card__action">{shown.action_string}</p>
        {redeem ? <RedeemButton rewardId={shown.reward_id} to={redeem} /> : null}
      </div>
    );
  }

  const fetching = state.step === 'fetching';
  const cover = safeLink(reward.theme_image_url)?.startsWith('/') ? reward.theme_image_url : null;
  return (
    <div className="scratch-card" data-state={state.step}>
      <button
        type="button"
        className="scratch-card__cover"
        onClick={() => void open()}
        aria-busy={fetching}
        disabled={fetching}
      >
        {cover ? (
          <img className="scratch-card__cover-image" src={cover} alt="" />
        ) : (
          <Icon name="gift" size={36} />
        )}
        <span className="scratch-card__prompt">
          {fetching ? SCRATCH_CARD_TEXT.fetching : SCRATCH_CARD_TEXT.unrevealed}
        </span>
        {fetching ? <Spinner /> : null}
      </button>
      {state.step === 'unrevealed' && state.error ? (
        <p className="scratch-card__error" role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

/** §7 POST /rewards/redeem, then §4 on to the reward's redirection_url. */
export function RedeemButton({ rewardId, to }: { rewardId: number; to: string }) {
  const { redeem } = useRewardChanges();
  const reload = useReloadRewards();
  return (
    <Button
      size="small"
      busy={redeem.isPending}
      onClick={() =>
        redeem.mutate(
          { reward_id: rewardId },
          {
            onSuccess: () => {
              reload();
              window.location.assign(to);
            },
          },
        )
      }
    >
      {SCRATCH_CARD_TEXT.redeem}
    </Button>
  );
}
