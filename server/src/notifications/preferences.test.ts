// What reaches a person, through the BFF against the real provider: notifications.preferences and setPreference pass
// the provider's calls through (the defaults, a change kept); a locked switch turned off and e-mail without an address
// are refused on their field (§8); a visitor has none; and an announcement reaches only those who keep offers in the
// app.
import { DEFAULT_PREFERENCES, PREFERENCE_MESSAGES } from '@sikka/shared/notifications/preferences';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { describe, expect, it } from 'vitest';

const ADMIN_TOKEN = 'preferences-bff-test-admin-token-0123456789';
const stack = bffForFile({ provider: { env: { ADMIN_TOKEN, ANNOUNCEMENT_BATCH_SIZE: '2' } } });

/** Sends an announcement to everyone and waits for its fan-out to finish. */
async function announce(subject: string): Promise<void> {
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
  const created = (await (
    await fetch(`${stack.provider.url}/admin/announcements`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ reward_type_name: 'OFFERS', subject, body: 'Until Sunday.' }),
    })
  ).json()) as { id: number };
  for (let i = 0; i < 400; i++) {
    const progress = (await (
      await fetch(`${stack.provider.url}/admin/announcements/${created.id}`, { headers: admin })
    ).json()) as { done: boolean };
    if (progress.done) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the announcement never finished');
}

describe('notification preferences through the BFF', () => {
  it('answers the defaults, keeps a change, and refuses a locked switch or e-mail without an address on the field', async () => {
    const { bff } = await stack.signedIn();
    expect(await bff.trpc.notifications.preferences.query()).toEqual({
      preferences: DEFAULT_PREFERENCES,
      has_email: false,
    });

    const changed = await bff.trpc.notifications.setPreference.mutate({ category: 'rewards', in_app: false });
    expect(changed.preferences.rewards).toEqual({ in_app: false, sms: false, email: false });
    expect((await bff.trpc.notifications.preferences.query()).preferences.rewards.in_app).toBe(false);

    const locked = await failure(
      bff.trpc.notifications.setPreference.mutate({ category: 'security', in_app: false }),
    );
    expect(locked.appError).toMatchObject({
      status: 422,
      fieldErrors: { in_app: [PREFERENCE_MESSAGES.locked('security')] },
    });
    const noEmail = await failure(
      bff.trpc.notifications.setPreference.mutate({ category: 'offers', email: true }),
    );
    expect(noEmail.appError).toMatchObject({
      status: 422,
      fieldErrors: { email: [PREFERENCE_MESSAGES.noEmail] },
    });
    expect((await bff.trpc.notifications.preferences.query()).preferences.security.in_app).toBe(true);

    await expect(stack.browser().trpc.notifications.preferences.query()).rejects.toThrow();
  });

  it('an announcement is a notification only for those who keep offers in the app', async () => {
    const keeps = await stack.signedIn();
    const away = await stack.signedIn();
    await away.bff.trpc.notifications.setPreference.mutate({ category: 'offers', in_app: false });
    await announce('Zero fees this weekend');
    const subjects = async (person: typeof keeps) =>
      (await person.bff.trpc.notifications.list.query({ page: 1 })).data.map((item) => item.data.subject);
    expect(await subjects(keeps)).toEqual(['Zero fees this weekend']);
    expect(await subjects(away)).toEqual([]);
  });
});
