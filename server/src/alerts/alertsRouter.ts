// The price-alerts router (/in/alerts): a signed-in person's list, and setting, editing, pausing, resuming and
// deleting an alert; each is its provider call as it is (proxy.ts).
import { alertsCalls } from '@sikka/shared/alerts/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const alertsRouter = router({
  list: proxy(alertsCalls.list),
  create: proxy(alertsCalls.create),
  edit: proxy(alertsCalls.edit),
  setStatus: proxy(alertsCalls.setStatus),
  remove: proxy(alertsCalls.remove),
});
