// The proof-of-reserves page rendered to HTML in each state (react-dom/server: the client suite has no DOM): loading,
// none published yet, a load that failed, and a snapshot, for a visitor (asked to log in) and a signed-in person
// (the download); the steps of the standalone check always.
import type { ReserveSnapshot } from '@sikka/shared/reserves/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpLink } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { trpc } from '../../../lib/trpc.ts';
import ProofOfReservesPage from './ProofOfReservesPage.tsx';

// Server rendering never fetches: the queries stay as the test prepared them.
const trpcClient = trpc.createClient({ links: [httpLink({ url: 'http://localhost/trpc' })] });
const latestKey = getQueryKey(trpc.reserves.latest, undefined, 'query');

function render(signedIn: boolean, prepare?: (client: QueryClient) => void): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  prepare?.(queryClient);
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/in/about/proof-of-reserves']}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <ProofOfReservesPage signedIn={signedIn} />
        </QueryClientProvider>
      </trpc.Provider>
    </MemoryRouter>,
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

const SNAPSHOT: ReserveSnapshot = {
  id: 3,
  taken_at: '2026-12-01T06:30:00.000Z',
  ledger_position: '1042',
  user_count: 1234,
  root: { hash: 'ab'.repeat(32), totals: { INR: '123456', BTC: '50000000', ETH: '0', USDT: '0' } },
  assets: [
    {
      asset: 'INR',
      decimals: 2,
      users: '1234.56',
      escrow: '0.00',
      liabilities: '1234.56',
      reserves: '1300.00',
      ratio_percent: '105.30',
    },
    {
      asset: 'BTC',
      decimals: 8,
      users: '0.50000000',
      escrow: '0.01000000',
      liabilities: '0.51000000',
      reserves: '0.51000000',
      ratio_percent: '100.00',
    },
    {
      asset: 'ETH',
      decimals: 8,
      users: '0.00000000',
      escrow: '0.00000000',
      liabilities: '0.00000000',
      reserves: '0.00000000',
      ratio_percent: null,
    },
  ],
};

describe('the proof-of-reserves page', () => {
  it('says it is loading before the snapshot arrives, and always how to check with the script', () => {
    const text = render(false);
    expect(text).toContain('Loading the latest snapshot');
    expect(text).toContain('node verify-reserves.mjs my-proof.json --root <the root hash above>');
  });

  it('says none is published yet, and offers no proof', () => {
    const text = render(true, (client) => client.setQueryData(latestKey, { snapshot: null }));
    expect(text).toContain('No snapshot has been published yet');
    expect(text).not.toContain('Download and verify my proof');
  });

  it('shows a load that failed with a way to try again', () => {
    const text = render(false, (client) =>
      client
        .getQueryCache()
        .build(client, { queryKey: latestKey })
        .setState({ status: 'error', error: new Error('unreachable'), fetchStatus: 'idle' }),
    );
    expect(text).toContain('The latest snapshot could not be loaded.');
    expect(text).toContain('Try again');
  });

  it('shows the root, the figures per asset and the ratio; a visitor is asked to log in for their proof', () => {
    const text = render(false, (client) => client.setQueryData(latestKey, { snapshot: SNAPSHOT }));
    // The hash in eight groups of eight, each unbreakable.
    expect(text).toContain(Array.from({ length: 8 }, () => 'abababab').join(' '));
    expect(text).toContain('#3, at ledger entry 1042');
    expect(text).toContain('1,234');
    expect(text).toMatch(/INR ₹1,234\.56 ₹0\.00 ₹1,300\.00 105\.30%/);
    expect(text).toMatch(/BTC 0\.51 BTC 0\.01 BTC 0\.51 BTC 100\.00%/);
    expect(text).toContain('nothing owed');
    expect(text).toContain('Log in to download your own proof');
    expect(text).not.toContain('Download and verify my proof');
  });

  it('offers a signed-in person the download, and anyone the file check', () => {
    const text = render(true, (client) => client.setQueryData(latestKey, { snapshot: SNAPSHOT }));
    expect(text).toContain('Download and verify my proof');
    expect(text).toContain('A proof file (.json)');
  });
});
