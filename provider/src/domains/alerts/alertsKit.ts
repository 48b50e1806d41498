// What the alert tests share (alerts.test.ts, alertsTwoProviders.test.ts): a new person's calls, their alert
// messages, and a price move the watch has written.
import type { MovableMarket } from '@sikka/tests/support/movableMarket';
import { call, createUser, signIn, type TestProvider } from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';

/** A new person signed in on the provider, and their calls. */
export async function alertPerson(provider: TestProvider) {
  const user = await createUser(provider.url);
  const { token } = await signIn(provider, user.mobile_number as string, user.password);
  const as = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    call(provider, method, path, { bearer: token, ...(body === undefined ? {} : { body }) });
  /** Their price-alert messages, newest first. */
  const alertMessages = async () => {
    const { body } = await as('GET', '/user/messages');
    return (body.data as { kind: string; title: string; message: string }[]).filter(
      (m) => m.kind === 'price_alert',
    );
  };
  /** Sets an alert and waits until the provider's watch has loaded it. */
  const setAlert = async (terms: object) => {
    const set = await as('POST', '/alerts', terms);
    if (set.status !== 200)
      throw new Error(`setting an alert answered ${set.status}: ${JSON.stringify(set.body)}`);
    await until(() => provider.app.alertWatch.has(set.body.id), { what: `alert ${set.body.id} watched` });
    return set.body as { id: number };
  };
  return { user, as, alertMessages, setAlert };
}

/** Moves BTC's price and waits for the provider's watch to write what it fired. */
export async function btcAt(provider: TestProvider, market: MovableMarket, paise: bigint): Promise<void> {
  market.move('BTC', paise);
  await provider.app.alertWatch.settled();
}
