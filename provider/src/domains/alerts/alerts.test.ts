// Price alerts on a real provider: setting, editing, pausing, resuming and deleting one (and every refusal), firing
// once per crossing with the hysteresis, a move within a window, the message with the person's channels, a restart
// that re-arms from the database (two providers on one database: alertsTwoProviders.test.ts).
import { ALERT_MESSAGES } from '@sikka/shared/alerts/schemas';
import { FIXED_MIDS } from '@sikka/tests/support/money';
import { movableMarket } from '@sikka/tests/support/movableMarket';
import { providerForFile, readOutbox } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { alertPerson, btcAt as moveBtc } from './alertsKit.ts';

const market = movableMarket();
const provider = providerForFile({ market });
const BTC = FIXED_MIDS.BTC; // ₹90,00,000.00

const person = () => alertPerson(provider);
const btcAt = (paise: bigint) => moveBtc(provider, market, paise);

describe('price alerts', () => {
  it('are set, listed, edited, paused, resumed and deleted, each refusal in words', async () => {
    await btcAt(BTC);
    const { as } = await person();
    const set = await as('POST', '/alerts', { coin: 'BTC', kind: 'above', price: '9100000', repeat: 'once' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      coin: 'BTC',
      kind: 'above',
      price: '9100000.00',
      status: 'active',
      fired_count: 0,
    });

    const reached = await as('POST', '/alerts', {
      coin: 'BTC',
      kind: 'above',
      price: '8900000',
      repeat: 'once',
    });
    expect(reached.status).toBe(422);
    expect(reached.body.error.errors.price).toEqual([
      ALERT_MESSAGES.alreadyPast('BTC', 'above', '9000000.00'),
    ]);
    expect(
      (await as('POST', '/alerts', { coin: 'BTC', kind: 'move', percent: '2.5', repeat: 'once' })).body.error
        .errors,
    ).toEqual({ window: [ALERT_MESSAGES.windowRequired] });

    const id = set.body.id as number;
    const edited = await as('POST', '/alerts/edit', {
      id,
      terms: { coin: 'ETH', kind: 'move', percent: '3', window: '24h', repeat: 'every_time' },
    });
    expect(edited.body).toMatchObject({
      id,
      coin: 'ETH',
      kind: 'move',
      price: null,
      percent: '3',
      window: '24h',
    });
    expect((await as('POST', '/alerts/status', { id, status: 'paused' })).body.status).toBe('paused');
    expect((await as('POST', '/alerts/status', { id, status: 'active' })).body.status).toBe('active');
    expect((await as('GET', '/alerts')).body).toMatchObject({ alerts: [{ id }], limit: 20 });

    const other = await person();
    for (const [path, body] of [
      ['/alerts/status', { id, status: 'paused' }],
      ['/alerts/delete', { id }],
    ] as const) {
      const refused = await other.as('POST', path, body);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ message: ALERT_MESSAGES.notFound });
    }
    expect((await as('POST', '/alerts/delete', { id })).body).toEqual({ id, deleted: true });
    expect((await as('GET', '/alerts')).body.alerts).toEqual([]);
  });

  it('keep at most 20 set, also when several are set at once', async () => {
    const { as } = await person();
    const terms = (i: number) => ({ coin: 'ETH', kind: 'below', price: String(300000 - i), repeat: 'once' });
    for (let i = 0; i < 18; i++) expect((await as('POST', '/alerts', terms(i))).status).toBe(200);
    const racing = await Promise.all([18, 19, 20, 21].map((i) => as('POST', '/alerts', terms(i))));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 200, 409, 409]);
    expect(racing.find((r) => r.status === 409)?.body).toEqual({ message: ALERT_MESSAGES.tooMany });
    const { body } = await as('GET', '/alerts');
    expect(body.alerts).toHaveLength(20);
    // A paused alert still counts; a deleted one does not.
    await as('POST', '/alerts/status', { id: body.alerts[0].id, status: 'paused' });
    expect((await as('POST', '/alerts', terms(30))).status).toBe(409);
    await as('POST', '/alerts/delete', { id: body.alerts[0].id });
    expect((await as('POST', '/alerts', terms(30))).status).toBe(200);
  });

  it('fire once per crossing: a price hovering at the threshold does not fire again until it went back 0.5%', async () => {
    await btcAt(BTC);
    const { as, user, alertMessages, setAlert } = await person();
    const every = await setAlert({ coin: 'BTC', kind: 'above', price: '9100000', repeat: 'every_time' });
    const once = await setAlert({ coin: 'BTC', kind: 'above', price: '9100000', repeat: 'once' });

    await btcAt(91_00_000_00n);
    await btcAt(90_99_000_00n); // back, inside the band (re-armed under ₹90,54,500)
    await btcAt(91_01_000_00n);
    let told = await alertMessages();
    expect(told).toHaveLength(2);
    expect(told.map((m) => m.title)).toEqual(['Your BTC price alert', 'Your BTC price alert']);
    expect(told.map((m) => m.message)).toContain(
      "BTC is at ₹91,00,000.00, above your alert's ₹91,00,000.00. The alert is now off.",
    );

    await btcAt(90_54_000_00n); // past the band: the every-time alert is armed again
    await btcAt(91_20_000_00n);
    told = await alertMessages();
    expect(told).toHaveLength(3);
    expect(told[0]?.message).toBe(
      "BTC is at ₹91,20,000.00, above your alert's ₹91,00,000.00. It will tell you again once the price has moved back.",
    );
    const { body } = await as('GET', '/alerts');
    const byId = new Map(body.alerts.map((a: { id: number }) => [a.id, a]));
    expect(byId.get(every.id)).toMatchObject({
      status: 'active',
      fired_count: 2,
      last_fired_price: '9120000.00',
    });
    expect(byId.get(once.id)).toMatchObject({
      status: 'fired',
      fired_count: 1,
      last_fired_price: '9100000.00',
    });

    // The person's alerts category sends an SMS by default, with no figure in it.
    const sms = (await readOutbox(provider.url, user.mobile_number as string)).filter((m) =>
      m.text.includes('price alert'),
    );
    expect(sms).toHaveLength(3);
    expect(sms[0]?.text).toBe('Sikka: Your BTC price alert. Open the Sikka app to see more.');
    await btcAt(BTC);
  });

  it('fire a move within the hour, measured from the oldest price in the window', async () => {
    await btcAt(BTC);
    const { alertMessages, setAlert } = await person();
    await setAlert({ coin: 'BTC', kind: 'move', percent: '2', window: '1h', repeat: 'once' });
    provider.clock.advance(20_000);
    await btcAt(91_70_000_00n); // +1.89%
    expect(await alertMessages()).toHaveLength(0);
    provider.clock.advance(20_000);
    await btcAt(88_19_000_00n); // -2.01%
    const told = await alertMessages();
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toBe(
      'BTC moved 2% within 1 hour and is at ₹88,19,000.00. The alert is now off.',
    );
    provider.clock.advance(60 * 60 * 1000);
    await btcAt(BTC);
  });

  it('survive a restart: an alert crossed while the provider was down fires once when it is back', async () => {
    await btcAt(BTC);
    const { alertMessages, setAlert } = await person();
    await setAlert({ coin: 'BTC', kind: 'below', price: '8900000', repeat: 'every_time' });
    await provider.app.close();
    market.move('BTC', 88_00_000_00n);
    await provider.restart();
    await provider.app.alertWatch.settled();
    await btcAt(87_90_000_00n);
    expect(await alertMessages()).toHaveLength(1);
    await btcAt(BTC);
  });
});
