// Scratch cards (docs/requirements.md §3 Reward (pending), §4 Scratch card, §7 rewards calls): campaigns award a card inside the
// transaction of the event that earned it; the pending list and the history; the reveal, which pays the card from
// the rewards pool exactly once; the redeem, which marks a revealed card used; and the operator's funding.

import { ASSETS, type Asset, isCoin } from '@sikka/shared/constants';
import type { MessageData } from '@sikka/shared/messages/kinds';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import { referrerIdOf } from '@sikka/shared/rewards/referral';
import type {
  PendingReward,
  RedeemRewardResponse,
  RewardHistoryResponse,
} from '@sikka/shared/rewards/schemas';
import {
  REWARD_CAMPAIGNS,
  REWARD_MESSAGES,
  type RewardCampaign,
  rewardEarnedText,
} from '@sikka/shared/rewards/texts';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { pageOf } from '../../platform/db/pages.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { messageError } from '../../platform/http/errors.ts';
import { InsufficientFunds, lockUser, post, type Trx, transfer } from '../../platform/ledger/ledger.ts';
import type { WalletPublisher } from '../../platform/ledger/wallets.ts';
import type { MarketService } from '../market/index.ts';
import { CAMPAIGNS, cardAmount, isCouponCode } from './campaigns.ts';
import { fundPool } from './rewardsPool.ts';
import {
  cardsOf,
  cardWire,
  historyWire,
  holdersOf,
  insertCards,
  lockCard,
  markRedeemed,
  markRevealed,
  pendingCards,
  poolReport,
  uncommittedPool,
} from './rewardsRepo.ts';

/** The first key of the advisory locks that serialise awards per asset (the pool check, then the card). */
const AWARD_LOCK = 0x5e_a7d;

export class RewardService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly market: MarketService,
    private readonly events: UserEvents,
    private readonly wallets: WalletPublisher,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Each event campaign listens for its triggers: all of one recording's in one call (in their transaction). */
  listen(): void {
    for (const campaign of REWARD_CAMPAIGNS) {
      const { triggers } = CAMPAIGNS[campaign];
      if (triggers.length > 0)
        this.events.on(triggers, async (trx, events) => {
          await this.awardMany(
            trx,
            events.map((event) => event.userId),
            campaign,
          );
        });
    }
  }

  /** `campaign`'s card to one person (awardMany's rules): the card's id when one was awarded. */
  async award(trx: Trx, userId: number, campaign: RewardCampaign): Promise<number | null> {
    return (await this.awardMany(trx, [userId], campaign))[0] ?? null;
  }

  /**
   * Awards `campaign`'s card to each of the people in `trx` (their events' transaction) who has none, in the order
   * given. Never fails the events: the work runs in a savepoint, and anything that goes wrong only costs the cards
   * (and is logged). Awards of one asset queue on an advisory lock held to the end of `trx`, so the pool check and
   * the cards are one step: the pool always covers every card it has promised. Answers the cards' ids.
   */
  async awardMany(trx: Trx, userIds: readonly number[], campaign: RewardCampaign): Promise<number[]> {
    const people = [...new Set(userIds)];
    if (people.length === 0) return [];
    // Nearly every event is of someone who has the card: one indexed read for them all, no lock.
    const holders = await holdersOf(trx, people, campaign);
    const missing = people.filter((userId) => !holders.has(userId));
    if (missing.length === 0) return [];
    const { asset } = CAMPAIGNS[campaign];
    await sql`savepoint reward_award`.execute(trx);
    try {
      const ids = await this.#award(trx, missing, campaign);
      await sql`release savepoint reward_award`.execute(trx);
      return ids;
    } catch (error) {
      await sql`rollback to savepoint reward_award`.execute(trx);
      this.log.error(
        { err: error, userId: missing[0], users: missing.length, campaign, asset },
        'rewards: a card could not be awarded',
      );
      return [];
    }
  }

  async #award(trx: Trx, userIds: readonly number[], campaign: RewardCampaign): Promise<number[]> {
    const settings = CAMPAIGNS[campaign];
    const amount = cardAmount(settings, this.market.prices());
    if (amount <= 0n) {
      this.log.warn(
        { userId: userIds[0], users: userIds.length, campaign },
        'rewards: no price to value the card at; none awarded',
      );
      return [];
    }
    await sql`select pg_advisory_xact_lock(${AWARD_LOCK}::int, ${assetKey(settings.asset)}::int)`.execute(
      trx,
    );
    const free = await uncommittedPool(trx, settings.asset);
    // The first people of the batch, as many as the pool covers with all it has promised.
    const covered = free < amount ? 0 : Number(free / amount);
    const awarded = userIds.slice(0, covered);
    if (awarded.length < userIds.length) {
      this.log.warn(
        {
          userId: userIds[awarded.length],
          unawarded: userIds.length - awarded.length,
          campaign,
          asset: settings.asset,
          amount: fromMinorUnits(amount, settings.asset),
          uncommitted: fromMinorUnits(free, settings.asset),
        },
        `rewards: the ${settings.asset} pool cannot cover a new ${campaign} card; ${campaign} stops awarding until it is funded`,
      );
    }
    if (awarded.length === 0) return [];
    // A concurrent event of the same person may have got there first: no card of theirs is answered.
    const cards = await insertCards(trx, awarded, {
      campaign,
      asset: settings.asset,
      amount,
      at: this.clock.now(),
    });
    await this.events.recordMany(
      trx,
      cards.map((card) => ({
        userId: card.user_id,
        kind: 'reward_earned' as const,
        topic: 'reward' as const,
        ...rewardEarnedText(campaign),
        data: { reward_id: card.id, campaign } satisfies MessageData['reward_earned'],
        dedupeKey: `reward:${card.id}:earned`,
      })),
    );
    return cards.map((card) => card.id);
  }

  /**
   * A new account from a sign-up (§5): a valid coupon code earns the new person the coupon card; a referral code
   * earns its owner the referral card, at sign-up rather than at verification (see docs/rewards.md). A code that
   * names nothing earns nothing and never fails the sign-up.
   */
  async signedUp(trx: Trx, userId: number, codes: { coupon: unknown; referral: unknown }): Promise<void> {
    if (typeof codes.coupon === 'string' && isCouponCode(codes.coupon))
      await this.award(trx, userId, 'coupon');
    if (typeof codes.referral !== 'string') return;
    const referrer = referrerIdOf(codes.referral);
    if (referrer === null || referrer === userId) return;
    const exists = await trx.selectFrom('users').select('id').where('id', '=', referrer).executeTakeFirst();
    if (exists) await this.award(trx, referrer, 'referral');
  }

  /** §7 GET /rewards/pending-reward: the cards not yet revealed, oldest first. */
  async pending(userId: number): Promise<PendingReward[]> {
    return (await pendingCards(this.db, userId)).map(cardWire);
  }

  /** GET /rewards/history: every card, newest first, in pages of §9's 4. */
  async history(userId: number, page: number): Promise<RewardHistoryResponse> {
    return pageOf(page, cardsOf(this.db, userId), historyWire);
  }

  /**
   * POST /rewards/reveal: pending → revealed and the card's amount from the pool to the person's available
   * balance, in one transaction under the person's row lock and the card's, so however many reveals race, the
   * card is paid once; a reveal of a revealed card answers it as it is.
   */
  async reveal(userId: number, rewardId: number): Promise<[PendingReward]> {
    const { card, credited } = await this.db.transaction().execute(async (trx) => {
      await lockUser(trx, userId);
      const found = await lockCard(trx, userId, rewardId);
      if (!found) throw messageError(404, REWARD_MESSAGES.notFound);
      if (found.status !== 'pending') return { card: found, credited: false };
      const asset = found.asset as Asset;
      const quantity = BigInt(found.amount);
      try {
        await post(trx, {
          kind: 'reward_credit',
          userId,
          reference: `reward:${found.id}`,
          postings: transfer({ kind: 'rewards_pool', asset }, { userId, kind: 'available', asset }, quantity),
          // A coin won is acquired at what it would fetch when credited (docs/tax.md).
          ...(isCoin(asset)
            ? {
                vda: [
                  {
                    userId,
                    asset,
                    source: 'reward' as const,
                    quantity,
                    cost: this.market.valueOf(asset, quantity),
                  },
                ],
              }
            : {}),
        });
      } catch (error) {
        // Only if the pool was emptied by hand: every card is covered when it is awarded.
        if (error instanceof InsufficientFunds) throw messageError(409, REWARD_MESSAGES.poolEmpty);
        throw error;
      }
      const revealed = await markRevealed(trx, found.id, this.clock.now());
      if (!revealed) throw new Error(`reward ${found.id} left pending under its lock`);
      // The bell's count of pending cards changed.
      await this.events.changed(trx, userId, 'reward');
      return { card: revealed, credited: true };
    });
    if (credited) await this.wallets.changed(userId);
    return [cardWire(card)];
  }

  /** §7 POST /rewards/redeem: a revealed card is marked used (§4 the client then goes to redirection_url). */
  async redeem(userId: number, rewardId: number): Promise<RedeemRewardResponse> {
    return this.db.transaction().execute(async (trx) => {
      const card = await lockCard(trx, userId, rewardId);
      if (!card) throw messageError(404, REWARD_MESSAGES.notFound);
      if (card.status === 'pending') throw messageError(409, REWARD_MESSAGES.notRevealed);
      if (card.status === 'revealed') await markRedeemed(trx, card.id, this.clock.now());
      return { message: REWARD_MESSAGES.redeemed };
    });
  }

  /** POST /admin/rewards/fund: treasury → the pool of `asset`. */
  async fund(asset: Asset, amount: bigint): Promise<void> {
    await this.db
      .transaction()
      .execute((trx) => fundPool(trx, asset, amount, `rewards_fund:${this.clock.now().toISOString()}`));
  }

  /** GET /admin/rewards/pool: each pool's balance, what its pending cards will take, and what is left to award. */
  async pools() {
    return (await poolReport(this.db)).map((row) => {
      const asset = row.asset as Asset;
      const balance = BigInt(row.balance);
      const promised = BigInt(row.promised);
      return {
        asset,
        balance: fromMinorUnits(balance, asset),
        promised: fromMinorUnits(promised, asset),
        available: fromMinorUnits(balance - promised, asset),
      };
    });
  }
}

/** The second key of an asset's award lock. */
function assetKey(asset: Asset): number {
  return ASSETS.indexOf(asset);
}
