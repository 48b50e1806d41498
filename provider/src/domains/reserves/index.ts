// The reserves domain: proof-of-reserves snapshots (docs/reserves.md), taken on demand by an operator and on a
// schedule, the latest published for anyone, and each user's inclusion proof. It reads the ledger (platform) only.
import fp from 'fastify-plugin';
import { ReserveService } from './reserveService.ts';
import { type ReserveSource, simulatedWallets } from './reserveSource.ts';
import { registerReservesAdminRoutes } from './reservesAdminRoutes.ts';
import { registerReservesRoutes } from './reservesRoutes.ts';
import { ReserveSchedule } from './schedule.ts';
import { takeSnapshot } from './snapshots.ts';

export type { ReserveSource } from './reserveSource.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded default's first snapshot at start, so the page has one before the schedule's first. */
    reserves: { takeFirst(): Promise<void> };
  }
}

export const reservesDomain = fp(
  async (app, options: { source?: ReserveSource }) => {
    const { platform } = app;
    const source = options.source ?? simulatedWallets;
    const take = async () => {
      const row = await takeSnapshot({ ...platform, source });
      platform.log.info(
        {
          snapshot: row.id,
          ledger_position: row.ledger_position,
          users: row.user_count,
          reserves: source.name,
        },
        'proof-of-reserves snapshot published',
      );
      return row;
    };
    app.decorate('reserves', {
      async takeFirst() {
        const published = await platform.db
          .selectFrom('reserve_snapshots')
          .select('id')
          .where('status', '=', 'published')
          .limit(1)
          .executeTakeFirst();
        if (!published) await take();
      },
    });
    registerReservesRoutes(platform.serve, new ReserveService(platform.db, platform.cipher));
    platform.operator.register((serve) => registerReservesAdminRoutes(serve, take));
    platform.lifecycle.add(
      new ReserveSchedule(platform.db, platform.clock, {
        everyMs: platform.config.RESERVES_SNAPSHOT_EVERY_MS,
        queue: platform.queue('reserves'),
        take,
        log: platform.log,
      }),
    );
  },
  { name: 'reserves' },
);
