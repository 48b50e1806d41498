// Helpers of the sub-broker tests: a PAN with its GSTIN, an approved sub-broker (through the operator call) and a
// client linked by invitation and the sub-broker OTP (9), against a test provider.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { gstinCheckChar } from '@sikka/shared/invoice/rules';
import { subBrokerStateSchema } from '@sikka/shared/subBroker/schemas';
import { expect } from 'vitest';
import { type MoneyUser, moneyUser } from './money.ts';
import { call, newestCode, type TestProvider } from './provider.ts';

let pans = 0;
/** A fresh PAN and the GSTIN (state 27) that embeds it, with its right check character. */
export function business(): { pan: string; gstin: string } {
  pans += 1;
  const pan = `ABCDE${String(pans).padStart(4, '0')}F`;
  const first14 = `27${pan}1Z`;
  return { pan, gstin: `${first14}${gstinCheckChar(first14)}` };
}

/** The sub-broker calls of one test provider whose operator token is `adminToken`. */
export function subBrokerKit(provider: TestProvider, adminToken: string) {
  const apply = (user: { token: string }, body: Record<string, unknown>) =>
    call(provider, 'POST', '/sub-broker/application', { bearer: user.token, body });

  const admin = (path: string, body?: unknown, token: string | null = adminToken) =>
    call(provider, 'POST', `/admin/sub-brokers/${path}`, {
      ...(body === undefined ? {} : { body }),
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });

  /** A verified user who applied and was approved. */
  async function subBroker(): Promise<MoneyUser & { code: string }> {
    const user = await moneyUser(provider);
    const applied = await apply(user, { business_name: 'Asha Traders', ...business() });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const approved = await admin(`${user.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    return { ...user, code: approved.body.code };
  }

  /** The sub-broker OTP (9) the invited user asks for, past the resend wait. */
  async function subBrokerOtp(user: MoneyUser): Promise<string> {
    provider.clock.advanceSeconds(91);
    const asked = await call(provider, 'POST', '/request-otp', {
      bearer: user.token,
      body: { type: OTP_PURPOSE.subBroker },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    return newestCode(provider.url, user.mobile, OTP_PURPOSE.subBroker);
  }

  const invite = (from: { token: string }, mobile: string) =>
    call(provider, 'POST', '/sub-broker/invitations', {
      bearer: from.token,
      body: { mobile_number: mobile },
    });

  async function invitationOf(user: MoneyUser): Promise<number> {
    const state = await call(provider, 'GET', '/sub-broker/application', { bearer: user.token });
    const id = subBrokerStateSchema.parse(state.body).invitations[0]?.id;
    if (id === undefined) throw new Error('no invitation');
    return id;
  }

  const accept = (user: { token: string }, id: number, otp: string) =>
    call(provider, 'POST', `/sub-broker/invitations/${id}/accept`, { bearer: user.token, body: { otp } });

  /** Makes `client` the client of `sb`: an invitation accepted with its OTP. */
  async function linked(sb: MoneyUser, client: MoneyUser): Promise<void> {
    expect((await invite(sb, client.mobile)).status).toBe(201);
    const id = await invitationOf(client);
    const answer = await accept(client, id, await subBrokerOtp(client));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }

  return { apply, admin, subBroker, subBrokerOtp, invite, invitationOf, accept, linked };
}
