// Operator calls (/admin/*) answer only with ADMIN_TOKEN, however their path is spelled: the guard is the operator
// scope's own hook on the matched route, so no spelling of a path reaches an operator handler without the token.

import { routePattern } from '@sikka/shared/contract';
import { kycOperatorCalls } from '@sikka/shared/kyc/operatorCalls';
import { marketingOperatorCalls } from '@sikka/shared/marketing/operatorCalls';
import { notificationsOperatorCalls } from '@sikka/shared/notifications/operatorCalls';
import { reservesOperatorCalls } from '@sikka/shared/reserves/operatorCalls';
import { rewardsOperatorCalls } from '@sikka/shared/rewards/operatorCalls';
import { subBrokerOperatorCalls } from '@sikka/shared/subBroker/operatorCalls';
import { systemOperatorCalls } from '@sikka/shared/system/operatorCalls';
import { userOperatorCalls } from '@sikka/shared/user/operatorCalls';
import { adminPathSpellings } from '@sikka/tests/support/pathSpellings';
import { call, providerForFile } from '@sikka/tests/support/provider';
import { rawRequest } from '@sikka/tests/support/rawHttp';
import { describe, expect, it } from 'vitest';

const ADMIN_TOKEN = 'an-operator-token-of-at-least-32-characters';
const provider = providerForFile({ env: { ADMIN_TOKEN }, demoAccount: true });

/** The demo account (seeded first) has its PAN card on file. */
const DEMO_ID = 1;

/** The [path, methods] of every route in Fastify's printed route tree (a child line continues its parent's path). */
function servedRoutes(tree: string): [string, string][] {
  const parents: { column: number; path: string }[] = [];
  const routes: [string, string][] = [];
  for (const line of tree.split('\n')) {
    const column = line.indexOf('/');
    if (column < 0) continue;
    const match = /^(\S*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(column));
    if (!match) continue;
    while (parents.length > 0 && (parents.at(-1) as { column: number }).column >= column) parents.pop();
    const path = `${parents.at(-1)?.path ?? ''}${match[1]}`;
    parents.push({ column, path });
    if (match[2]) routes.push([path, match[2]]);
  }
  return routes;
}

const OPERATOR_CALLS: { method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/admin/maintenance' },
  { method: 'POST', path: '/admin/maintenance', body: { on: true } },
  { method: 'GET', path: '/admin/ledger/invariants' },
  { method: 'GET', path: '/admin/kyc' },
  { method: 'GET', path: `/admin/kyc/${DEMO_ID}` },
  { method: 'GET', path: `/admin/kyc/${DEMO_ID}/documents/pan_card` },
  { method: 'POST', path: `/admin/kyc/${DEMO_ID}/re-kyc`, body: { reason: 'Forced', steps: ['pan'] } },
  { method: 'POST', path: `/admin/kyc/${DEMO_ID}/approve` },
  {
    method: 'POST',
    path: '/admin/announcements',
    body: { reward_type_name: 'GENERIC', subject: 'Hello', body: 'To everyone' },
  },
  { method: 'GET', path: '/admin/announcements/1' },
  { method: 'POST', path: '/admin/notices', body: { banners: ['To everyone'] } },
];

describe('operator calls need ADMIN_TOKEN, however the path is spelled', () => {
  it.each(OPERATOR_CALLS)('$method $path: no spelling answers without the token', async (operatorCall) => {
    for (const target of adminPathSpellings(operatorCall.path)) {
      const wrong: Record<string, string> = {
        authorization: 'Bearer wrong-token-of-at-least-32-characters!!',
      };
      for (const headers of [{}, wrong]) {
        const answer = await rawRequest(provider.url, operatorCall.method, target, {
          headers,
          ...(operatorCall.body === undefined ? {} : { body: operatorCall.body }),
        });
        expect([400, 401, 404], `${operatorCall.method} ${target} answered ${answer.status}`).toContain(
          answer.status,
        );
      }
    }
    // Nothing happened: the platform is not under maintenance, and the demo account is still verified.
    const setting = await call(provider, 'GET', '/admin/maintenance', { bearer: ADMIN_TOKEN });
    expect(setting.body).toEqual({ on: false });
    const review = await call(provider, 'GET', `/admin/kyc/${DEMO_ID}`, { bearer: ADMIN_TOKEN });
    expect(review.status).toBe(200);
    expect(review.body.reviews).toEqual([]);
    expect(await provider.db.selectFrom('announcements').select('id').execute()).toEqual([]);
    expect(await provider.db.selectFrom('user_notices').select('user_id').execute()).toEqual([]);
  });

  it('with the token, the canonical path answers (the document is the one on file)', async () => {
    const document = await rawRequest(provider.url, 'GET', `/admin/kyc/${DEMO_ID}/documents/pan_card`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(document.status).toBe(200);
    expect(document.headers).toMatch(/content-type: image\/png/i);
  });

  it('an unknown operator path is refused before it is looked up', async () => {
    expect((await rawRequest(provider.url, 'GET', '/admin/nothing-here')).status).toBe(401);
    expect((await rawRequest(provider.url, 'GET', '/%61dmin/nothing-here')).status).toBe(401);
  });

  it('every /admin route the provider serves is inside the guarded operator scope', async () => {
    const routes = servedRoutes(provider.app.printRoutes({ commonPrefix: false })).filter(([path]) =>
      /admin/i.test(path),
    );
    expect(routes.length).toBeGreaterThanOrEqual(OPERATOR_CALLS.length);
    for (const [path, methods] of routes) {
      const concrete = path.replace(':id', String(DEMO_ID)).replace(':kind', 'pan_card');
      for (const method of methods.split(', ').filter((m) => m !== 'HEAD')) {
        const answer = await rawRequest(provider.url, method, concrete, method === 'GET' ? {} : { body: {} });
        expect(answer.status, `${method} ${concrete}`).toBe(401);
      }
    }
  });
});

describe('operator calls are served from their shared descriptors', () => {
  const described = [
    systemOperatorCalls,
    kycOperatorCalls,
    marketingOperatorCalls,
    notificationsOperatorCalls,
    rewardsOperatorCalls,
    reservesOperatorCalls,
    subBrokerOperatorCalls,
    userOperatorCalls,
  ].flatMap((table) => Object.values(table));

  it('every /admin route is a described operator call, and every described one is served', () => {
    const served = servedRoutes(provider.app.printRoutes({ commonPrefix: false }))
      .filter(([path]) => path.startsWith('/admin/'))
      .flatMap(([path, methods]) =>
        methods
          .split(', ')
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method} ${path}`),
      );
    const expected = described.map((call) => `${call.method} ${routePattern(call.path)}`);
    expect(served.sort()).toEqual(expected.sort());
  });

  it("a described call's refused body is §8's 422 naming the field, as every described route answers", async () => {
    const answer = await call(provider, 'POST', '/admin/maintenance', {
      bearer: ADMIN_TOKEN,
      body: { on: 'yes', extra: 1 },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.errors).sort()).toEqual(['extra', 'on']);
  });
});

describe('with OPERATOR_PORT, operator calls have their own listener, off the API port', () => {
  const separate = providerForFile({ env: { ADMIN_TOKEN, OPERATOR_PORT: '0' } });

  it('the API port serves no operator call, even with the token; the operator port does', async () => {
    expect(separate.operatorUrl).not.toBe(separate.url);
    const bearer = { authorization: `Bearer ${ADMIN_TOKEN}` };
    for (const target of ['/admin/maintenance', '/%61dmin/maintenance', '/admin/ledger/invariants']) {
      expect((await rawRequest(separate.url, 'GET', target, { headers: bearer })).status).toBe(404);
    }
    const api = await rawRequest(separate.url, 'POST', '/admin/maintenance', {
      headers: bearer,
      body: { on: true },
    });
    expect(api.status).toBe(404);
    expect((await rawRequest(separate.operatorUrl, 'GET', '/admin/maintenance')).status).toBe(401);
    const status = await rawRequest(separate.operatorUrl, 'GET', '/admin/maintenance', { headers: bearer });
    expect(status.status).toBe(200);
    expect(JSON.parse(status.body)).toEqual({ on: false });
    // The operator's listener answers nothing but operator calls.
    expect((await rawRequest(separate.operatorUrl, 'GET', '/auth/session', { headers: bearer })).status).toBe(
      404,
    );
  });
});
