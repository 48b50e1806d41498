// The embedded default's blockchain: per-user deposit addresses, transfers to them (a dev fixture plays the
// sender), and a block every CHAIN_BLOCK_MS adding a confirmation to every unconfirmed coin deposit. A deposit
// is credited once, when it reaches its coin's confirmations (CHAIN_CONFIRMATIONS); it is pending before, and
// held after when it is above the declaration threshold.
import { randomBytes } from 'node:crypto';
import type { Asset, Coin } from '@sikka/shared/constants';
import type { DepositAddress } from '@sikka/shared/wallet/calls';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { WalletPublisher } from '../../platform/ledger/wallets.ts';
import { depositAddressFor, NETWORKS } from './addresses.ts';
import { type ArrivalDeps, arriveDeposit } from './deposits.ts';
import type { DepositRow } from './records.ts';

export class SimulatedChain {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly confirmations: Record<Coin, number>,
    private readonly publisher: WalletPublisher,
    private readonly arrival: ArrivalDeps,
  ) {}

  /** GET /wallet/deposit-address: the user's address for the coin, made on first use and the same ever after. */
  async addressOf(userId: number, coin: Coin): Promise<DepositAddress> {
    await this.db
      .insertInto('deposit_addresses')
      .values({ user_id: userId, coin, address: depositAddressFor(coin, userId) })
      .onConflict((conflict) => conflict.columns(['user_id', 'coin']).doNothing())
      .execute();
    const row = await this.db
      .selectFrom('deposit_addresses')
      .select('address')
      .where('user_id', '=', userId)
      .where('coin', '=', coin)
      .executeTakeFirstOrThrow();
    return {
      coin,
      address: row.address,
      network: NETWORKS[coin],
      confirmations_required: this.confirmations[coin],
    };
  }

  /**
   * A transfer on the chain to an address. To one of our deposit addresses it becomes a pending deposit with 0
   * confirmations; to any other address it leaves the platform's books alone.
   */
  async send(
    coin: Coin,
    address: string,
    amount: bigint,
  ): Promise<{ tx_hash: string; deposit: DepositRow | null }> {
    const txHash = coin === 'BTC' ? randomBytes(32).toString('hex') : `0x${randomBytes(32).toString('hex')}`;
    const owner = await this.db
      .selectFrom('deposit_addresses')
      .select('user_id')
      .where('coin', '=', coin)
      .where('address', '=', address)
      .executeTakeFirst();
    if (!owner) return { tx_hash: txHash, deposit: null };
    const deposit = await this.db
      .insertInto('deposits')
      .values({
        user_id: owner.user_id,
        asset: coin,
        amount,
        channel: 'CHAIN',
        reference: `${coin}:${txHash}`,
        address,
        tx_hash: txHash,
        confirmations: 0,
        confirmations_required: this.confirmations[coin],
        created_at: this.clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The deposit page shows it pending (0 confirmations) at once.
    await this.arrival.events.changed(this.db, owner.user_id, 'deposit');
    return { tx_hash: txHash, deposit };
  }

  /**
   * One block: a confirmation more for every unconfirmed coin deposit, then each deposit that has enough is
   * credited in its own transaction (one entry each, so its locks are taken in order and never deadlock), by a
   * conditional UPDATE … WHERE status = 'pending': once, even with two providers mining on one database.
   */
  async mineBlock(): Promise<{ credited: number }> {
    await this.db
      .updateTable('deposits')
      .set({ confirmations: sql`confirmations + 1` })
      .where('status', '=', 'pending')
      .where('asset', '<>', 'INR')
      .execute();
    const due = await this.db
      .selectFrom('deposits')
      .select(['id', 'asset', 'amount'])
      .where('status', '=', 'pending')
      .where('asset', '<>', 'INR')
      .whereRef('confirmations', '>=', 'confirmations_required')
      .orderBy('id')
      .execute();
    let credited = 0;
    for (const row of due) {
      const pending = { id: row.id, asset: row.asset as Asset, amount: BigInt(row.amount) };
      const deposit = await this.db
        .transaction()
        .execute((trx) => arriveDeposit(trx, this.arrival, pending, this.clock.now()));
      if (!deposit) continue;
      credited += 1;
      await this.publisher.changed(deposit.user_id);
    }
    return { credited };
  }
}
