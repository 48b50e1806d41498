// The reward campaigns, configured in one place: what earns a scratch card and what the card holds. Each campaign
// awards a person one card at most (rewards' unique (user_id, campaign)). A card's asset and worth are fixed here;
// a coin card holds what its worth buys at the instant buying price of the moment it is earned (so the amount is
// decided when earned, and a test with a fixed market knows it to the unit). Change amounts and codes here.
import type { Asset, Coin } from '@sikka/shared/constants';
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import type { MessageKind } from '@sikka/shared/messages/kinds';
import { precisionOf, toMinorUnits } from '@sikka/shared/money/amount';
import type { RewardCampaign } from '@sikka/shared/rewards/texts';

interface Campaign {
  /** What the card pays out, from the rewards pool of that asset. */
  asset: Asset;
  /** Paise: the card's worth (₹10–₹50). A rupee card pays exactly this. */
  worthPaise: bigint;
  /**
   * The user events that earn it (UserEvents.on, in the event's own transaction). The sign-up campaigns have none:
   * sign-up is the only moment their codes are known, and it awards them itself (RewardService.signedUp).
   */
  triggers: readonly MessageKind[];
}

export const CAMPAIGNS: Readonly<Record<RewardCampaign, Campaign>> = {
  // A deposit credited (rupees or coins) — the first one earns the card.
  first_deposit: { asset: 'BTC', worthPaise: 50_00n, triggers: ['deposit_credited'] },
  // An exchange order filled, wholly or partly. An instant buy earns it too when its fill records one of these.
  first_trade: { asset: 'ETH', worthPaise: 25_00n, triggers: ['order_filled', 'order_partly_filled'] },
  // Paid to the owner of the referral code a new person signed up with (shared/src/rewards/referral.ts).
  referral: { asset: 'USDT', worthPaise: 50_00n, triggers: [] },
  // Paid to a new person who signed up with one of COUPON_CODES.
  coupon: { asset: 'INR', worthPaise: 20_00n, triggers: [] },
};

/** The coupon codes a sign-up may carry (§5 coupon_code, letters and digits; matched in any case). */
const COUPON_CODES: ReadonlySet<string> = new Set(['WELCOME20', 'SIKKA20']);

export function isCouponCode(code: string): boolean {
  return COUPON_CODES.has(code.trim().toUpperCase());
}

/**
 * The card's amount in the asset's smallest unit: rupees as configured, a coin as the most its worth buys at the
 * instant buying price (rounded down, so the pool never pays more than the worth). 0 when the price is unusable.
 */
export function cardAmount(campaign: Campaign, prices: AllPricesResponse): bigint {
  if (campaign.asset === 'INR') return campaign.worthPaise;
  const price = toMinorUnits(prices[campaign.asset as Coin].buying_price, 'INR');
  if (price <= 0n) return 0n;
  return (campaign.worthPaise * 10n ** BigInt(precisionOf(campaign.asset))) / price;
}
