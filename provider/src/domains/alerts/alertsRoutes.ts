// Price alerts (shared/src/alerts/calls.ts alertsCalls): a signed-in person's own alerts.
import { alertsCalls } from '@sikka/shared/alerts/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { AlertService } from './alertService.ts';

export function registerAlertsRoutes(serve: Serve, alerts: AlertService): void {
  serve(alertsCalls.list, ({ session }) => alerts.list(session.user.id));
  serve(alertsCalls.create, ({ session, input }) => alerts.create(session.user.id, input));
  serve(alertsCalls.edit, ({ session, input }) => alerts.edit(session.user.id, input.id, input.terms));
  serve(alertsCalls.setStatus, ({ session, input }) =>
    alerts.setStatus(session.user.id, input.id, input.status),
  );
  serve(alertsCalls.remove, ({ session, input }) => alerts.remove(session.user.id, input.id));
}
