// The price-alert calls: the person's list (fetched again when an alert fires or changes in another tab), setting,
// editing, pausing, resuming and deleting one, and the prices the form shows beside its fields.
import { trpc } from '../../../lib/trpc.ts';

export function useAlerts() {
  return trpc.alerts.list.useQuery(undefined, { meta: { inline: true } });
}

/** The coins' prices now, refreshed while the page is open (the form's hint and its placeholder). */
export function useAlertPrices() {
  return trpc.market.prices.useQuery(undefined, { meta: { quiet: true }, refetchInterval: 15_000 });
}

export function useAlertChanges() {
  const utils = trpc.useUtils();
  const refresh = () => void utils.alerts.list.invalidate();
  const options = { meta: { inline: true }, onSuccess: refresh } as const;
  return {
    create: trpc.alerts.create.useMutation(options),
    edit: trpc.alerts.edit.useMutation(options),
    setStatus: trpc.alerts.setStatus.useMutation(options),
    remove: trpc.alerts.remove.useMutation(options),
  };
}
