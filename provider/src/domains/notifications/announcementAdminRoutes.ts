// The operator's announcements, inside the guarded operator scope (system/operatorScope.ts): POST /admin/announcements
// starts a fan-out (201 with its progress), GET /admin/announcements/:id answers how far it has come.
import { announcementRequestSchema } from '@sikka/shared/notifications/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageError } from '../../platform/http/errors.ts';
import { parseWith } from '../../platform/http/parse.ts';
import type { Announcements } from './announcements.ts';

const params = z.object({ id: z.coerce.number().int().positive() });
const NO_ANNOUNCEMENT = 'No such announcement';

export function registerAnnouncementAdminRoutes(
  operator: FastifyInstance,
  announcements: Announcements,
): void {
  operator.post('/announcements', async (request, reply) => {
    const body = parseWith(announcementRequestSchema, request.body);
    const progress = await announcements.create(body);
    request.log.info(
      { announcement: progress.id, segment: progress.segment },
      'announcement queued by an operator',
    );
    return reply.code(201).send(progress);
  });

  operator.get('/announcements/:id', async (request) => {
    const { id } = parseWith(params, request.params);
    const progress = await announcements.progress(id);
    if (!progress) throw messageError(404, NO_ANNOUNCEMENT);
    return progress;
  });
}
