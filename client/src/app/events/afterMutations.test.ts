import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { afterMutations } from './afterMutations.ts';

function inFlight(client: QueryClient) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const running = client
    .getMutationCache()
    .build(client, { mutationFn: () => done })
    .execute(undefined);
  return {
    finish: async () => {
      finish();
      await running;
    },
  };
}

describe('a live event’s refetches wait for this browser’s own calls', () => {
  it('runs at once when nothing is in flight', () => {
    const ran: string[] = [];
    afterMutations(new QueryClient(), () => ran.push('refetch'));
    expect(ran).toEqual(['refetch']);
  });

  it('waits until every call in flight has answered (a 2FA change’s new cookie lands first), then runs once', async () => {
    const client = new QueryClient();
    const first = inFlight(client);
    const second = inFlight(client);
    const ran: string[] = [];
    afterMutations(client, () => ran.push('refetch'));
    expect(ran).toEqual([]);
    await first.finish();
    expect(ran).toEqual([]);
    await second.finish();
    expect(ran).toEqual(['refetch']);
    await inFlight(client).finish();
    expect(ran).toEqual(['refetch']);
  });
});
