// Campaign landing pages: anyone reads a campaign by its slug; the bare page's built-in one until an operator sets
// its own; an operator sets and ends campaigns with ADMIN_TOKEN only; bad content is a §8 field error that sets
// nothing; an unknown or ended campaign is not found.
import { CAMPAIGN_NOT_FOUND, DEFAULT_CAMPAIGN } from '@sikka/shared/marketing/schemas';
import { call, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const ADMIN = 'marketing-test-admin-token-0123456789abcdef';
const provider = providerForFile({ env: { ADMIN_TOKEN: ADMIN } });

const diwali = {
  title: 'Diwali: zero fees on your first BTC',
  subtitle: 'Until Bhai Dooj.',
  paragraphs: ['Buy Bitcoin with no platform fee on your first order this Diwali.'],
  points: [{ title: 'No fee', text: 'On your first instant buy.' }],
  cta: { label: 'Buy Bitcoin', path: '/in/bitcoin' },
};

const put = (slug: string, body: unknown, token: string | null = ADMIN) =>
  call(provider, 'PUT', `/admin/marketing/${slug}`, {
    body,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

describe('campaign landing pages', () => {
  it("answers the built-in campaign for the bare page, and an operator's own once set", async () => {
    const builtIn = await call(provider, 'GET', '/marketing/campaign?slug=default');
    expect(builtIn).toMatchObject({
      status: 200,
      body: { ...DEFAULT_CAMPAIGN, slug: 'default', updated_at: null },
    });
    expect((await put('default', diwali)).status).toBe(200);
    const own = await call(provider, 'GET', '/marketing/campaign?slug=default');
    expect(own.body).toMatchObject({ ...diwali, active: true, slug: 'default' });
    expect(own.body.updated_at).not.toBeNull();
  });

  it('sets, replaces and ends a campaign under its own slug', async () => {
    expect((await call(provider, 'GET', '/marketing/campaign?slug=diwali-2026')).body).toEqual({
      message: CAMPAIGN_NOT_FOUND,
    });
    expect((await put('diwali-2026', diwali)).status).toBe(200);
    expect((await call(provider, 'GET', '/marketing/campaign?slug=diwali-2026')).body.title).toBe(
      diwali.title,
    );
    expect((await put('diwali-2026', { ...diwali, title: 'Diwali, extended' })).status).toBe(200);
    expect((await call(provider, 'GET', '/marketing/campaign?slug=diwali-2026')).body.title).toBe(
      'Diwali, extended',
    );
    expect((await put('diwali-2026', { ...diwali, active: false })).status).toBe(200);
    expect(await call(provider, 'GET', '/marketing/campaign?slug=diwali-2026')).toMatchObject({
      status: 404,
      body: { message: CAMPAIGN_NOT_FOUND },
    });
  });

  it('refuses anyone without the operator token, bad content and bad slugs, and sets nothing', async () => {
    expect((await put('holi', diwali, null)).status).toBe(401);
    expect((await put('holi', diwali, 'not-the-token')).status).toBe(401);
    const offSite = await put('holi', { ...diwali, cta: { label: 'Win', path: 'https://evil.example' } });
    expect(offSite.status).toBe(422);
    expect(Object.keys(offSite.body.error.errors)[0]).toMatch(/^cta/);
    expect((await put('Holi!', diwali)).status).toBe(422);
    expect((await call(provider, 'GET', '/marketing/campaign?slug=holi')).status).toBe(404);
    expect((await call(provider, 'GET', '/marketing/campaign?slug=Bad%20Slug')).status).toBe(422);
  });
});
