// The account's nominee: read, and saved whole.
import { trpc } from '../../../lib/trpc.ts';

export function useNominee() {
  return trpc.user.nominee.useQuery();
}

export function useSaveNominee() {
  const utils = trpc.useUtils();
  return trpc.user.saveNominee.useMutation({
    meta: { inline: true },
    onSuccess: (answer) => utils.user.nominee.setData(undefined, answer),
  });
}
