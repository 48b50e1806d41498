// The money domain's services, built once per app (or by a test on its own database): wallets and their live
// publication, deposits through the gateway, the simulated chain, withdrawals and their processor, the
// declarations that hold large ones, history — and the two timers of the embedded default's
// simulated bank and chain.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { ProviderConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { Ticker } from '../../platform/jobs/ticker.ts';
import type { CoinValuer } from '../../platform/ledger/vda.ts';
import { type Publish, WalletPublisher } from '../../platform/ledger/wallets.ts';
import { DeclarationService } from '../declaration/index.ts';
import { DepositService } from './deposits.ts';
import { HistoryService } from './history.ts';
import { SimulatedChain } from './simulatedChain.ts';
import { SimulatedGateway } from './simulatedGateway.ts';
import { WithdrawalService } from './withdrawals.ts';

type MoneyConfig = Pick<
  ProviderConfig,
  | 'PAYMENT_WEBHOOK_SECRET'
  | 'CHAIN_BLOCK_MS'
  | 'CHAIN_CONFIRMATIONS'
  | 'WITHDRAWAL_PROCESS_MS'
  | 'WITHDRAWAL_DAILY_LIMITS'
  | 'DECLARATION_THRESHOLDS'
>;

export interface MoneyServices {
  wallets: WalletPublisher;
  gateway: SimulatedGateway;
  deposits: DepositService;
  chain: SimulatedChain;
  withdrawals: WithdrawalService;
  declarations: DeclarationService;
  history: HistoryService;
  /** Starts the chain's blocks and the withdrawal processor (each off when its period is 0). */
  start(): void;
  /** Stops both and waits for what they and the publisher have under way. */
  stop(): Promise<void>;
}

export function createMoneyServices(deps: {
  db: Database;
  clock: Clock;
  config: MoneyConfig;
  /** Each deposit's and withdrawal's message, written in its transaction. */
  events: UserEvents;
  /** The live wallets' publisher (the platform's); a test's own publishes nowhere unless given `publish`. */
  wallets?: WalletPublisher;
  publish?: Publish;
  /** The declarations that hold large money moves (the declaration domain's); a test gets its own. */
  declarations?: DeclarationService;
  /** What a deposited coin would fetch on arrival (the market domain's), its cost for the tax year. */
  valuer: CoinValuer;
  log?: FastifyBaseLogger;
}): MoneyServices {
  const { db, clock, config, events, log } = deps;
  const wallets = deps.wallets ?? new WalletPublisher(db, deps.publish ?? (() => {}), log);
  const gateway = new SimulatedGateway(db, clock, config.PAYMENT_WEBHOOK_SECRET);
  const declarations =
    deps.declarations ?? new DeclarationService(db, clock, config.DECLARATION_THRESHOLDS, wallets, events);
  const arrival = { declarations, events, valuer: deps.valuer };
  const chain = new SimulatedChain(db, clock, config.CHAIN_CONFIRMATIONS, wallets, arrival);
  const withdrawals = new WithdrawalService(
    db,
    clock,
    config.WITHDRAWAL_DAILY_LIMITS,
    wallets,
    declarations,
    events,
  );
  const report = (job: string) => (error: unknown) => log?.warn({ err: error }, `${job} failed`);
  const blocks = new Ticker(config.CHAIN_BLOCK_MS, () => chain.mineBlock(), report('simulated chain block'));
  const processor = new Ticker(
    config.WITHDRAWAL_PROCESS_MS,
    () => withdrawals.processPass(),
    report('withdrawal processor'),
  );
  return {
    wallets,
    gateway,
    deposits: new DepositService(db, clock, gateway, wallets, arrival),
    chain,
    withdrawals,
    declarations,
    history: new HistoryService(db, clock),
    start() {
      blocks.start();
      processor.start();
    },
    async stop() {
      await Promise.all([blocks.stop(), processor.stop()]);
      await wallets.settle();
    },
  };
}
