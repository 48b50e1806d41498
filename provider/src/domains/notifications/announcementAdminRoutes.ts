// The operator's announcements, inside the guarded operator scope (system/operatorScope.ts): POST /admin/announcements
// starts a fan-out (201 with its progress), GET /admin/announcements/:id answers how far it has come.
import { notificationsOperatorCalls as calls } from '@sikka/shared/notifications/operatorCalls';
import { z } from 'zod';
import type { ServeOperator } from '../../platform/http/contract.ts';
import { messageError } from '../../platform/http/errors.ts';
import { parseWith } from '../../platform/http/parse.ts';
import type { Announcements } from './announcements.ts';

const params = z.object({ id: z.coerce.number().int().positive() });
const NO_ANNOUNCEMENT = 'No such announcement';

export function registerAnnouncementAdminRoutes(serve: ServeOperator, announcements: Announcements): void {
  serve(calls.announce, async ({ request, reply, input }) => {
    const progress = await announcements.create(input);
    request.log.info(
      { announcement: progress.id, segment: progress.segment },
      'announcement queued by an operator',
    );
    reply.code(201);
    return progress;
  });

  serve(calls.announcement, async ({ request }) => {
    const { id } = parseWith(params, request.params);
    const progress = await announcements.progress(id);
    if (!progress) throw messageError(404, NO_ANNOUNCEMENT);
    return progress;
  });
}
