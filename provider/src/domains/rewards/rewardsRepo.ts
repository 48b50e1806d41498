// The scratch cards' queries and wire shapes: a card earned (once per person and campaign), the pending list, the
// history page, the card locked for its reveal, and what the rewards pool has left to promise.
import type { Asset } from '@sikka/shared/constants';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import type { PendingReward, Reward } from '@sikka/shared/rewards/schemas';
import {
  CAMPAIGN_CARDS,
  isRewardCampaign,
  REWARD_THEME_IMAGE,
  type RewardCampaign,
  rewardRedirection,
  rewardString,
} from '@sikka/shared/rewards/texts';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { countOf, type PagedRead } from '../../platform/db/pages.ts';
import type { RewardsTable } from '../../platform/db/schema.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';

type RewardRow = Selectable<RewardsTable>;

/** §3 Reward (pending): the card as the pop-up and the bell show it; its worth only once revealed. */
export function cardWire(row: RewardRow): PendingReward {
  const asset = row.asset as Asset;
  const campaign: RewardCampaign = isRewardCampaign(row.campaign) ? row.campaign : 'first_deposit';
  return {
    reward_id: row.id,
    user_id: row.user_id,
    theme_image_url: REWARD_THEME_IMAGE,
    image: CAMPAIGN_CARDS[campaign].image,
    coin: asset,
    reward_coins_url: null,
    rewards_string: rewardString(asset, BigInt(row.amount), row.status !== 'pending'),
    action_string: CAMPAIGN_CARDS[campaign].action,
    action_coins_url: null,
    redirection_url: rewardRedirection(asset),
  };
}

/** A card in the history: the §3 card, its state, and the amount credited (null until revealed). */
export function historyWire(row: RewardRow): Reward {
  const asset = row.asset as Asset;
  return {
    ...cardWire(row),
    status: row.status,
    campaign: row.campaign,
    amount: row.status === 'pending' ? null : fromMinorUnits(BigInt(row.amount), asset),
    earned_at: row.earned_at.toISOString(),
    revealed_at: row.revealed_at?.toISOString() ?? null,
  };
}

/** Which of `userIds` already have `campaign`'s card (one indexed read). */
export async function holdersOf(
  db: Database | Trx,
  userIds: readonly number[],
  campaign: RewardCampaign,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('rewards')
    .select('user_id')
    .where('user_id', '=', sql<number>`any(${[...userIds]}::int[])`)
    .where('campaign', '=', campaign)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/**
 * A card for each of `userIds` (in that order), but none for anyone who already has one of this campaign: the
 * unique key decides, so only the cards written are answered.
 */
export async function insertCards(
  trx: Trx,
  userIds: readonly number[],
  card: { campaign: RewardCampaign; asset: Asset; amount: bigint; at: Date },
): Promise<RewardRow[]> {
  return trx
    .insertInto('rewards')
    .values(
      userIds.map((userId) => ({
        user_id: userId,
        campaign: card.campaign,
        asset: card.asset,
        amount: card.amount,
        earned_at: card.at,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'campaign']).doNothing())
    .returningAll()
    .execute();
}

/**
 * What the pool of `asset` can still promise: its balance less the cards earned and not yet revealed (each is
 * credited from the pool when revealed). One statement, so both are read from the same snapshot.
 */
export async function uncommittedPool(db: Database | Trx, asset: Asset): Promise<bigint> {
  const { rows } = await sql<{ free: string }>`
    select (
      coalesce((select balance from ledger_accounts
        where user_id is null and kind = 'rewards_pool' and asset = ${asset}), 0)
      - coalesce((select sum(amount) from rewards where status = 'pending' and asset = ${asset}), 0)
    )::text as free`.execute(db);
  return BigInt(rows[0]?.free ?? '0');
}

/** Per asset: the pool's balance and what its pending cards will take from it. */
export async function poolReport(
  db: Database,
): Promise<Array<{ asset: string; balance: string; promised: string }>> {
  const { rows } = await sql<{ asset: string; balance: string; promised: string }>`
    select a.asset,
      coalesce(p.balance, 0)::text as balance,
      coalesce((select sum(amount) from rewards r where r.status = 'pending' and r.asset = a.asset), 0)::text
        as promised
    from unnest(array['INR', 'BTC', 'ETH', 'USDT']) as a(asset)
    left join ledger_accounts p on p.user_id is null and p.kind = 'rewards_pool' and p.asset = a.asset
    order by a.asset`.execute(db);
  return rows;
}

export function pendingCards(db: Database, userId: number): Promise<RewardRow[]> {
  return db
    .selectFrom('rewards')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
}

/** A person's cards, newest first. */
export function cardsOf(db: Database, userId: number): PagedRead<RewardRow> {
  const mine = db.selectFrom('rewards').selectAll().where('user_id', '=', userId);
  return {
    rows: (limit, offset) => mine.orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    total: () => countOf(mine),
  };
}

/** The person's card, locked for a change of state (a reveal or a redeem queues behind another). */
export function lockCard(trx: Trx, userId: number, rewardId: number): Promise<RewardRow | undefined> {
  return trx
    .selectFrom('rewards')
    .selectAll()
    .where('id', '=', rewardId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** pending → revealed, or undefined when it was not pending. */
export function markRevealed(trx: Trx, rewardId: number, at: Date): Promise<RewardRow | undefined> {
  return trx
    .updateTable('rewards')
    .set({ status: 'revealed', revealed_at: at })
    .where('id', '=', rewardId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** revealed → redeemed, or undefined when it was not revealed. */
export function markRedeemed(trx: Trx, rewardId: number, at: Date): Promise<RewardRow | undefined> {
  return trx
    .updateTable('rewards')
    .set({ status: 'redeemed', redeemed_at: at })
    .where('id', '=', rewardId)
    .where('status', '=', 'revealed')
    .returningAll()
    .executeTakeFirst();
}
