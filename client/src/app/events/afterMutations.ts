// Holding a live event's refetches until this browser's own calls have answered.
import type { QueryClient } from '@tanstack/react-query';

/**
 * Runs `task` once no call of this browser's is in flight. An event this browser's own change caused arrives before
 * that change's answer, which may carry a new session cookie (a password, e-mail or 2FA change): a refetch sent
 * before it would go out with the ended session and sign the person out.
 */
export function afterMutations(queryClient: QueryClient, task: () => void): void {
  if (queryClient.isMutating() === 0) {
    task();
    return;
  }
  const unsubscribe = queryClient.getMutationCache().subscribe(() => {
    if (queryClient.isMutating() !== 0) return;
    unsubscribe();
    task();
  });
}
