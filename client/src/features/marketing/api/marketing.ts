// A campaign's content by its slug (public; the page shows it to anyone).
import { trpc } from '../../../lib/trpc.ts';

export function useCampaign(slug: string | null) {
  return trpc.marketing.campaign.useQuery(
    { slug: slug ?? 'default' },
    { enabled: slug !== null, staleTime: 60_000, retry: false, meta: { inline: true } },
  );
}
