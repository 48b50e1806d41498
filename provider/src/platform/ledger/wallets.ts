// The §3 Wallet from the ledger (GET /v2/wallet), and its live copy on the user's private stream channel,
// published after every balance change.
import { COINS, QUOTE_CURRENCY } from '@sikka/shared/constants';
import { userChannel } from '@sikka/shared/realtime/stream';
import type { WalletResponse } from '@sikka/shared/wallet/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { userBalances, walletEntry } from './ledger.ts';

/** §3 wallets keyed by asset; the INR entry carries user_id (§3), every entry available and locked. */
export async function walletsOf(db: Database, userId: number): Promise<WalletResponse> {
  const balances = await userBalances(db, userId);
  const coins = Object.fromEntries(COINS.map((coin) => [coin, walletEntry(coin, balances[coin])]));
  return {
    wallets: {
      [QUOTE_CURRENCY]: { ...walletEntry(QUOTE_CURRENCY, balances[QUOTE_CURRENCY]), user_id: userId },
      ...coins,
    } as WalletResponse['wallets'],
  };
}

/** Where wallets are published: the stream hub's publish, or nothing (services used without a server). */
export type Publish = (channel: string, state: unknown) => void;

/**
 * Publishes a user's wallets after a change. Reads are coalesced per user and always start after the change
 * committed, so the last state published is never older than the last change, however many race.
 */
export class WalletPublisher {
  readonly #running = new Map<number, { again: boolean; done: Promise<void> }>();

  constructor(
    private readonly db: Database,
    private readonly publish: Publish,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Call after the transaction that changed the user's balances committed. */
  changed(userId: number): Promise<void> {
    const running = this.#running.get(userId);
    if (running) {
      running.again = true;
      return running.done;
    }
    const state = { again: true, done: Promise.resolve() };
    state.done = (async () => {
      try {
        while (state.again) {
          state.again = false;
          this.publish(userChannel(userId), await walletsOf(this.db, userId));
        }
      } catch (error) {
        this.log?.warn({ err: error, userId }, 'could not publish wallets');
      } finally {
        this.#running.delete(userId);
      }
    })();
    this.#running.set(userId, state);
    return state.done;
  }

  /** Waits for every publication under way (before the database closes). */
  async settle(): Promise<void> {
    await Promise.all([...this.#running.values()].map((state) => state.done));
  }
}
