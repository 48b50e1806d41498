// The transaction messages calls: a page of messages (§9 the bell reads page 1), marking one or all read. A change
// fetches the pages again, so the bell's marker and the list agree.
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/** A page of messages; `background` for the bell's page 1, whose failure shows nothing (§8 toasts are for actions). */
export function useMessagesPage(page: number, options: { enabled?: boolean; background?: boolean } = {}) {
  return trpc.messages.list.useQuery(
    { page },
    {
      enabled: options.enabled ?? true,
      placeholderData: keepPreviousData,
      meta: options.background ? { quiet: true } : { inline: true },
    },
  );
}

export function useMessageChanges() {
  const utils = trpc.useUtils();
  const refresh = () => void utils.messages.list.invalidate();
  return {
    markAsRead: trpc.messages.markAsRead.useMutation({ onSuccess: refresh }),
    markAllRead: trpc.messages.markAllRead.useMutation({ onSuccess: refresh }),
  };
}
