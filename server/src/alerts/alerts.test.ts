// Price alerts through the BFF against the real provider: a signed-in person sets, lists, pauses and deletes an
// alert; a price already reached is refused on its field and an unknown alert as §8's plain message; a visitor is
// refused.
import { ALERT_MESSAGES } from '@sikka/shared/alerts/schemas';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { describe, expect, it } from 'vitest';

const stack = bffForFile();

describe('price alerts through the BFF', () => {
  it('sets, lists, pauses and deletes an alert, and refuses as the provider does', async () => {
    const { bff } = await stack.signedIn();
    const set = await bff.trpc.alerts.create.mutate({
      coin: 'ETH',
      kind: 'move',
      percent: '4',
      window: '1h',
      repeat: 'every_time',
    });
    expect(set).toMatchObject({ coin: 'ETH', kind: 'move', percent: '4', window: '1h', status: 'active' });
    expect(await bff.trpc.alerts.list.query()).toMatchObject({ alerts: [{ id: set.id }], limit: 20 });
    expect(await bff.trpc.alerts.setStatus.mutate({ id: set.id, status: 'paused' })).toMatchObject({
      status: 'paused',
    });

    const reached = await failure(
      bff.trpc.alerts.create.mutate({ coin: 'BTC', kind: 'below', price: '999999999999', repeat: 'once' }),
    );
    expect(reached).toMatchObject({ httpStatus: 422, appError: { kind: 'field' } });
    expect(reached.appError?.message).toMatch(/^BTC is ₹[\d,]+\.\d\d now: choose a price below it\.$/);

    expect(await bff.trpc.alerts.remove.mutate({ id: set.id })).toEqual({ id: set.id, deleted: true });
    expect(await failure(bff.trpc.alerts.remove.mutate({ id: set.id }))).toMatchObject({
      httpStatus: 404,
      appError: { message: ALERT_MESSAGES.notFound },
    });
    expect(await failure(stack.browser().trpc.alerts.list.query())).toMatchObject({ httpStatus: 401 });
  });
});
