// Sub-brokers against a real provider on PostgreSQL: a verified person applies (PAN sealed, GST checksum and PAN
// checked, a refusal stores nothing), an operator approves with ADMIN_TOKEN only (a unique code, is_subbroker and the
// §3 subbroker list), invitations by mobile number accepted with the sub-broker OTP (9), one sub-broker per client,
// and a sub-broker sees only their own clients; every call by anyone else is §8's 'You are not a sub-broker'.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { SUB_BROKER_CODE_PATTERN, SUB_BROKER_MESSAGES } from '@sikka/shared/subBroker/rules';
import { subBrokerClientsSchema, subBrokerStateSchema } from '@sikka/shared/subBroker/schemas';
import { userDetailsResponseSchema, userFromDetails } from '@sikka/shared/user/schemas';
import { solveCaptcha } from '@sikka/tests/support/captcha';
import { moneyUser } from '@sikka/tests/support/money';
import { call, createUser, newestCode, providerForFile, signIn } from '@sikka/tests/support/provider';
import { business, subBrokerKit } from '@sikka/tests/support/subBroker';
import { describe, expect, it } from 'vitest';
import { FieldCipher } from '../../platform/crypto/fieldCipher.ts';
import { sealColumnsAtRest } from '../../platform/crypto/sealedColumns.ts';

const ADMIN = 'sub-broker-test-admin-token-0123456789abcdef';
const provider = providerForFile({ env: { ADMIN_TOKEN: ADMIN, AUTH_ATTEMPTS_PER_IP: '10000' } });

const { apply, admin, subBroker, subBrokerOtp, invite, invitationOf, accept, linked } = subBrokerKit(
  provider,
  ADMIN,
);

/** The §3 User as GET /user-details answers it. */
async function details(user: { token: string }) {
  const answer = await call(provider, 'GET', '/user-details', { bearer: user.token });
  const user0 = userFromDetails(userDetailsResponseSchema.parse(answer.body));
  if (!user0) throw new Error('no user');
  return user0;
}

const countApplications = async (userId: number) =>
  (await provider.db.selectFrom('sub_brokers').select('id').where('user_id', '=', userId).execute()).length;

describe('becoming a sub-broker', () => {
  it('a verified person applies; the PAN is sealed at rest and shown back masked; an operator approves', async () => {
    const user = await moneyUser(provider);
    const { pan, gstin } = business();
    const applied = await apply(user, { business_name: ' Asha Traders ', pan: pan.toLowerCase(), gstin });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect(applied.body).toMatchObject({
      message: SUB_BROKER_MESSAGES.applied,
      application: { status: 'pending', business_name: 'Asha Traders', gstin, code: null },
    });
    expect(applied.body.application.pan_masked).toBe(`XXXXXX${pan.slice(-4)}`);
    const stored = await provider.db
      .selectFrom('sub_brokers')
      .select('pan')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.pan).not.toContain(pan);
    expect(stored.pan.startsWith('enc1:')).toBe(true);

    // Pending: no second application, no menu entry yet, the dashboard still refused.
    expect(
      (await apply(user, { business_name: 'Again', ...business() })).body.error.errors.business_name,
    ).toEqual([SUB_BROKER_MESSAGES.pending]);
    let profile = await details(user);
    expect(profile.subbroker).toEqual([]);
    expect(profile.is_subbroker).toBe(0);

    const pending = await call(provider, 'GET', '/admin/sub-brokers/pending', {
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(pending.body.map((row: { user_id: number }) => row.user_id)).toContain(user.id);

    const approved = await admin(`${user.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.code).toMatch(SUB_BROKER_CODE_PATTERN);
    profile = await details(user);
    expect(profile.is_subbroker).toBe(1);
    expect(profile.subbroker).toHaveLength(1);
    const state = subBrokerStateSchema.parse(
      (await call(provider, 'GET', '/sub-broker/application', { bearer: user.token })).body,
    );
    expect(state.application).toMatchObject({ status: 'approved', code: approved.body.code });
    // Decided once.
    expect((await admin(`${user.id}/reject`, { reason: 'late' })).status).toBe(409);
    expect(
      (await apply(user, { business_name: 'Again', ...business() })).body.error.errors.business_name,
    ).toEqual([SUB_BROKER_MESSAGES.alreadySubBroker]);
  });

  it('codes are unique across sub-brokers', async () => {
    const codes = await Promise.all([subBroker(), subBroker(), subBroker()]);
    expect(new Set(codes.map((sb) => sb.code)).size).toBe(3);
  });

  it('two operators approving at once: one approval, one code; the other is told it is decided', async () => {
    const user = await moneyUser(provider);
    expect((await apply(user, { business_name: 'Race Co', ...business() })).status).toBe(201);
    const answers = await Promise.all([admin(`${user.id}/approve`), admin(`${user.id}/approve`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const row = await provider.db
      .selectFrom('sub_brokers')
      .select(['status', 'code'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.code).toBe(answers.find((answer) => answer.status === 200)?.body.code);
  });

  it('refuses an unverified or pending person, and stores nothing', async () => {
    for (const state of ['unverified', 'pending'] as const) {
      const created = await createUser(provider.url, { state });
      const { token } = await signIn(provider, created.mobile_number as string);
      const refused = await apply({ token }, { business_name: 'Asha Traders', ...business() });
      expect(refused.status).toBe(403);
      expect(await countApplications(created.id)).toBe(0);
    }
  });

  it('refuses a bad GST checksum, a GST number of another PAN, a bad PAN or name, and stores nothing', async () => {
    const user = await moneyUser(provider);
    const { pan, gstin } = business();
    const wrongCheck = `${gstin.slice(0, 14)}${gstin[14] === 'A' ? 'B' : 'A'}`;
    const other = business();
    for (const [body, field, message] of [
      [{ business_name: 'Asha', pan, gstin: wrongCheck }, 'gstin', SUB_BROKER_MESSAGES.gstin],
      [{ business_name: 'Asha', pan, gstin: '' }, 'gstin', SUB_BROKER_MESSAGES.gstin],
      [{ business_name: 'Asha', pan, gstin: other.gstin }, 'gstin', SUB_BROKER_MESSAGES.gstinPan],
      [{ business_name: 'Asha', pan: '', gstin }, 'pan', 'Enter Pan Details'],
      [{ business_name: '', pan, gstin }, 'business_name', SUB_BROKER_MESSAGES.businessName],
    ] as const) {
      const refused = await apply(user, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      // §8: the first error of a field is the one its input shows.
      expect(refused.body.error.errors[field][0]).toBe(message);
    }
    expect(await countApplications(user.id)).toBe(0);
  });

  it('only ADMIN_TOKEN decides; a rejected applicant may apply again', async () => {
    const user = await moneyUser(provider);
    expect((await apply(user, { business_name: 'Bina Co', ...business() })).status).toBe(201);
    expect((await admin(`${user.id}/approve`, undefined, null)).status).toBe(401);
    expect((await admin(`${user.id}/approve`, undefined, 'not-the-token')).status).toBe(401);
    expect(
      (await call(provider, 'POST', `/admin/sub-brokers/${user.id}/approve`, { bearer: user.token })).status,
    ).toBe(401);
    const rejected = await admin(`${user.id}/reject`, { reason: 'GST registration lapsed' });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      reason: 'GST registration lapsed',
      code: null,
    });
    expect((await details(user)).is_subbroker).toBe(0);
    const again = await apply(user, { business_name: 'Bina Co', ...business() });
    expect(again.body.application).toMatchObject({ status: 'pending', reason: null });
    expect(await countApplications(user.id)).toBe(1);
    expect((await admin('999999/approve')).status).toBe(404);
  });
});

describe('clients', () => {
  it('invited by mobile number, accepted with the sub-broker OTP; shown with balances and activity', async () => {
    const sb = await subBroker();
    const client = await moneyUser(provider, { funds: { INR: '1500.00', BTC: '0.01' } });
    expect((await invite(sb, client.mobile)).body).toEqual({ message: SUB_BROKER_MESSAGES.invited });
    expect((await invite(sb, client.mobile)).body.error.errors.mobile_number).toEqual([
      SUB_BROKER_MESSAGES.alreadyInvited,
    ]);
    const state = subBrokerStateSchema.parse(
      (await call(provider, 'GET', '/sub-broker/application', { bearer: client.token })).body,
    );
    expect(state.invitations).toEqual([
      expect.objectContaining({ business_name: 'Asha Traders', code: sb.code }),
    ]);
    const id = state.invitations[0]?.id as number;

    let dashboard = subBrokerClientsSchema.parse(
      (await call(provider, 'GET', '/sub-broker/clients', { bearer: sb.token })).body,
    );
    expect(dashboard.clients).toEqual([]);
    expect(dashboard.pending).toEqual([
      expect.objectContaining({ id, mobile_number: `XXXXXX${client.mobile.slice(-4)}` }),
    ]);

    // A wrong code links nothing (and is counted); the right one links.
    const code = await subBrokerOtp(client);
    const wrong = await accept(client, id, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.errors.otp).toHaveLength(1);
    const attempts = await provider.db
      .selectFrom('otps')
      .select('attempts')
      .where('identifier', '=', `user:${client.id}`)
      .where('purpose', '=', OTP_PURPOSE.subBroker)
      .executeTakeFirstOrThrow();
    expect(attempts.attempts).toBe(1);
    expect((await accept(client, id, code)).body).toEqual({ message: SUB_BROKER_MESSAGES.accepted });

    dashboard = subBrokerClientsSchema.parse(
      (await call(provider, 'GET', '/sub-broker/clients', { bearer: sb.token })).body,
    );
    expect(dashboard.code).toBe(sb.code);
    expect(dashboard.pending).toEqual([]);
    expect(dashboard.clients).toHaveLength(1);
    const row = dashboard.clients[0];
    expect(row).toMatchObject({ id: client.id, verification_status: 'Verified', recent_activity: 2 });
    expect(row?.balances.find((b) => b.asset === 'INR')?.available).toBe('1500.00');
    expect(Number(row?.balances.find((b) => b.asset === 'BTC')?.available)).toBe(0.01);

    // A second client: each row keeps its own balances and activity (read for the whole book at once).
    const second = await moneyUser(provider, { funds: { INR: '250.00' } });
    await linked(sb, second);
    dashboard = subBrokerClientsSchema.parse(
      (await call(provider, 'GET', '/sub-broker/clients', { bearer: sb.token })).body,
    );
    const figures = dashboard.clients.map((c) => [
      c.id,
      c.balances.find((b) => b.asset === 'INR')?.available,
      c.recent_activity,
    ]);
    expect(figures).toEqual([
      [second.id, '250.00', 1],
      [client.id, '1500.00', 2],
    ]);

    const single = await call(provider, 'GET', `/sub-broker/get-single-user/${client.id}`, {
      bearer: sb.token,
    });
    expect(single.status).toBe(200);
    expect(single.body).toMatchObject({ id: client.id, ga_enabled: 0 });
    const after = subBrokerStateSchema.parse(
      (await call(provider, 'GET', '/sub-broker/application', { bearer: client.token })).body,
    );
    expect(after.sub_broker).toEqual({ business_name: 'Asha Traders', code: sb.code });
  });

  it('a client belongs to one sub-broker: a second invitation or acceptance is refused', async () => {
    const first = await subBroker();
    const second = await subBroker();
    const client = await moneyUser(provider);
    expect((await invite(first, client.mobile)).status).toBe(201);
    expect((await invite(second, client.mobile)).status).toBe(201);
    const state = subBrokerStateSchema.parse(
      (await call(provider, 'GET', '/sub-broker/application', { bearer: client.token })).body,
    );
    const [one, two] = state.invitations.map((i) => i.id) as [number, number];
    expect((await accept(client, one, await subBrokerOtp(client))).status).toBe(200);
    const refused = await accept(client, two, await subBrokerOtp(client));
    expect(refused.body.error.errors.otp).toEqual([SUB_BROKER_MESSAGES.hasSubBroker]);
    expect((await invite(second, client.mobile)).body.error.errors.mobile_number).toEqual([
      SUB_BROKER_MESSAGES.hasSubBroker,
    ]);
    // A client cannot apply to become a sub-broker.
    const applying = await apply(client, { business_name: 'Client Co', ...business() });
    expect(applying.body.error.errors.business_name).toEqual([SUB_BROKER_MESSAGES.clientApplying]);
    expect(await countApplications(client.id)).toBe(0);
    const links = await provider.db
      .selectFrom('sub_broker_clients')
      .selectAll()
      .where('user_id', '=', client.id)
      .execute();
    expect(links).toHaveLength(1);
  });

  it('refuses an unknown number, oneself and another sub-broker; only the invited user accepts', async () => {
    const sb = await subBroker();
    const other = await subBroker();
    expect((await invite(sb, '5999999999')).body.error.errors.mobile_number).toEqual([
      SUB_BROKER_MESSAGES.unknownMobile,
    ]);
    expect((await invite(sb, sb.mobile)).body.error.errors.mobile_number).toEqual([
      SUB_BROKER_MESSAGES.yourself,
    ]);
    expect((await invite(sb, other.mobile)).body.error.errors.mobile_number).toEqual([
      SUB_BROKER_MESSAGES.subBrokerClient,
    ]);
    const client = await moneyUser(provider);
    const stranger = await moneyUser(provider);
    expect((await invite(sb, client.mobile)).status).toBe(201);
    const id = await invitationOf(client);
    // An applicant waiting for a decision cannot become a client meanwhile.
    const applicant = await moneyUser(provider);
    expect((await apply(applicant, { business_name: 'Waiting Co', ...business() })).status).toBe(201);
    expect((await invite(sb, applicant.mobile)).status).toBe(201);
    const waiting = await accept(applicant, await invitationOf(applicant), await subBrokerOtp(applicant));
    expect(waiting.body.error.errors.otp).toEqual([SUB_BROKER_MESSAGES.subBrokerClient]);
    const hijack = await accept(stranger, id, await subBrokerOtp(stranger));
    expect(hijack.status).toBe(404);
    expect(hijack.body).toEqual({ message: SUB_BROKER_MESSAGES.noInvitation });
  });

  it("a client's data is never visible to another sub-broker, whatever the id", async () => {
    const mine = await subBroker();
    const theirs = await subBroker();
    const client = await moneyUser(provider, { funds: { INR: '700.00' } });
    await linked(mine, client);
    const theirDashboard = subBrokerClientsSchema.parse(
      (await call(provider, 'GET', '/sub-broker/clients', { bearer: theirs.token })).body,
    );
    expect(theirDashboard.clients.map((c) => c.id)).not.toContain(client.id);
    for (const id of [client.id, mine.id, theirs.id, 999999, '0', 'abc', '1e3']) {
      const asked = await call(provider, 'GET', `/sub-broker/get-single-user/${id}`, {
        bearer: theirs.token,
      });
      expect(asked.status, String(id)).toBe(404);
      expect(asked.body).toEqual({ message: SUB_BROKER_MESSAGES.notFound });
    }
  });
});

describe('who is told', () => {
  const titles = async (user: { token: string }) =>
    JSON.stringify((await call(provider, 'GET', '/user/messages', { bearer: user.token })).body);

  it('the applicant of the decision, the invited user of the invitation, the sub-broker of the new client', async () => {
    const refused = await moneyUser(provider);
    expect((await apply(refused, { business_name: 'Late Desk', ...business() })).status).toBe(201);
    expect(
      (await admin(`${refused.id}/reject`, { reason: 'The GST registration is cancelled' })).status,
    ).toBe(200);
    expect(await titles(refused)).toContain(
      'Your sub-broker application was not approved: The GST registration is cancelled. You may apply again.',
    );

    const sb = await subBroker();
    expect(await titles(sb)).toContain(`Your code is ${sb.code}`);
    const client = await moneyUser(provider);
    await linked(sb, client);
    expect(await titles(client)).toContain(`Asha Traders (${sb.code}) invites you to be their client.`);
    expect(await titles(sb)).toContain('is now your client.');
  });
});

describe('signing up with a sub-broker’s code', () => {
  /** §5 sign-up with the code in the referral field, completed with the sign-up OTP (3). */
  async function signUpWith(mobile: string, referral_code: string): Promise<number> {
    const recaptcha_code = solveCaptcha((await call(provider, 'GET', '/captcha/challenge')).body);
    const started = await call(provider, 'POST', '/auth/signup', {
      body: { mobile_number: mobile, tnc_accepted: 1, password: 'Secret@123', recaptcha_code, referral_code },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const verified = await call(provider, 'POST', '/auth/verify-otp', {
      body: {
        mobile_number: mobile,
        type: OTP_PURPOSE.signUp,
        otp: await newestCode(provider.url, mobile, 3),
      },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verified.body.id as number;
  }

  it('makes the new person the client of the sub-broker whose code they typed; another code links no one', async () => {
    const sb = await subBroker();
    const id = await signUpWith('7200000001', ` ${sb.code.toLowerCase()} `);
    const dashboard = subBrokerClientsSchema.parse(
      (await call(provider, 'GET', '/sub-broker/clients', { bearer: sb.token })).body,
    );
    expect(dashboard.clients.map((client) => client.id)).toEqual([id]);

    const other = await signUpWith('7200000002', 'SBZZZZZZ');
    const linked = await provider.db
      .selectFrom('sub_broker_clients')
      .select('user_id')
      .where('user_id', '=', other)
      .executeTakeFirst();
    expect(linked).toBeUndefined();
  });
});

describe("'You are not a sub-broker'", () => {
  it('answers every sub-broker call of a normal user, an applicant and a client', async () => {
    const normal = await moneyUser(provider);
    const applicant = await moneyUser(provider);
    expect((await apply(applicant, { business_name: 'Pending Co', ...business() })).status).toBe(201);
    const sb = await subBroker();
    const client = await moneyUser(provider);
    await linked(sb, client);
    for (const user of [normal, applicant, client]) {
      for (const [method, url, body] of [
        ['GET', '/sub-broker/clients', undefined],
        ['POST', '/sub-broker/invitations', { mobile_number: sb.mobile }],
        ['GET', `/sub-broker/get-single-user/${client.id}`, undefined],
        ['GET', '/sub-broker/get-single-user/abc', undefined],
      ] as const) {
        const refused = await call(provider, method, url, { bearer: user.token, ...(body ? { body } : {}) });
        expect(refused.status, url).toBe(403);
        expect(refused.body).toEqual({ message: SUB_BROKER_MESSAGES.notASubBroker });
      }
    }
    // Everyone may read their own state: nothing to show for a normal user.
    expect((await call(provider, 'GET', '/sub-broker/application', { bearer: normal.token })).body).toEqual({
      application: null,
      invitations: [],
      sub_broker: null,
    });
  });
});

describe('the PAN at rest', () => {
  it('a PAN an older release stored in plain text is sealed by the start-up pass, and still shown masked', async () => {
    const user = await moneyUser(provider);
    const { pan, gstin } = business();
    expect((await apply(user, { business_name: 'Plain Co', pan, gstin })).status).toBe(201);
    await provider.db.updateTable('sub_brokers').set({ pan }).where('user_id', '=', user.id).execute();
    const cipher = new FieldCipher(provider.config.FIELD_ENCRYPTION_KEYS);
    const done = await sealColumnsAtRest(provider.db, cipher);
    expect(done['sub_brokers.pan']).toBe(1);
    const raw = await provider.db
      .selectFrom('sub_brokers')
      .select('pan')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(raw.pan).not.toContain(pan);
    expect(cipher.open('sub_brokers.pan', raw.pan)).toBe(pan);
    const state = subBrokerStateSchema.parse(
      (await call(provider, 'GET', '/sub-broker/application', { bearer: user.token })).body,
    );
    expect(state.application?.pan_masked).toBe(`XXXXXX${pan.slice(-4)}`);
  });
});
