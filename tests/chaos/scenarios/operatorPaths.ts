// Operator calls spelled to slip past the guard: every operator route, with its path spelled every way a router might
// still match (tests/support/pathSpellings.ts), sent raw to the provider with no token or a wrong one. None may
// answer 2xx, and the platform must not be put under maintenance.
import { adminPathSpellings } from '../../support/pathSpellings.ts';
import { rawRequest } from '../../support/rawHttp.ts';
import { send } from '../clients.ts';
import { row, type Scenario } from '../scenario.ts';

const ROUTES: Array<{ method: string; path: string; body?: unknown }> = [
  { method: 'GET', path: '/admin/maintenance' },
  { method: 'POST', path: '/admin/maintenance', body: { on: true, message: 'chaos' } },
  { method: 'GET', path: '/admin/ledger/invariants' },
  { method: 'GET', path: '/admin/kyc' },
  { method: 'GET', path: '/admin/kyc/1' },
  { method: 'GET', path: '/admin/kyc/1/documents/pan_card' },
  { method: 'POST', path: '/admin/kyc/1/re-kyc', body: { reason: 'chaos', steps: ['pan'] } },
];

export const operatorPaths: Scenario = {
  name: 'operator calls spelled to slip past the guard',
  async run(stack) {
    const answered = new Map<number, number>();
    const through: string[] = [];
    let calls = 0;
    for (const route of ROUTES) {
      for (const target of adminPathSpellings(route.path)) {
        const wrong: Record<string, string> = {
          authorization: 'Bearer not-the-operator-token-0123456789abcdef',
        };
        for (const headers of [{}, wrong]) {
          const answer = await rawRequest(stack.providerUrl, route.method, target, {
            headers,
            ...(route.body === undefined ? {} : { body: route.body }),
          });
          calls += 1;
          answered.set(answer.status, (answered.get(answer.status) ?? 0) + 1);
          if (answer.status < 300 || answer.status >= 500)
            through.push(`${route.method} ${target} → ${answer.status}`);
        }
      }
    }
    const setting = await send(`${stack.providerUrl}/admin/maintenance`, {
      headers: { authorization: `Bearer ${stack.adminToken}` },
    });
    const untouched = (setting.body as { on?: boolean } | undefined)?.on === false;
    const statuses = [...answered].map(([status, count]) => `${count}×${status}`).join(', ');
    return [
      row(
        `${ROUTES.length} operator routes × ${adminPathSpellings('/admin/x').length} spellings, no token or a wrong one`,
        `${calls} calls: ${statuses}; ${through.length} got through${through.length ? ` (${through.slice(0, 3).join('; ')})` : ''}; maintenance ${untouched ? 'still off' : 'SWITCHED ON'}`,
        through.length === 0 && untouched,
      ),
    ];
  },
};
