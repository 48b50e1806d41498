// The notifications domain: §7's notifications and what reaches a person, and operators' announcements fanned out
// to them in batches on the job queue.
import fp from 'fastify-plugin';
import { registerAnnouncementAdminRoutes } from './announcementAdminRoutes.ts';
import { Announcements } from './announcements.ts';
import { registerNotificationsRoutes } from './notificationsRoutes.ts';

export const notificationsDomain = fp(
  async (app) => {
    const { platform } = app;
    const { db, events, config, log } = platform;
    const announcements = new Announcements(
      db,
      events,
      { batchSize: config.ANNOUNCEMENT_BATCH_SIZE, jobMs: config.ANNOUNCEMENT_JOB_MS },
      log,
    );
    registerNotificationsRoutes(platform.serve, platform);
    platform.operator.register((serve) => registerAnnouncementAdminRoutes(serve, announcements));
    platform.lifecycle.add(announcements);
  },
  { name: 'notifications' },
);
