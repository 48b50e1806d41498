// The account's nominee against a real provider (§8 nominee fields): none at first, saved whole and replaced, the PAN
// sealed in the database and answered masked, refusals on their fields, a session needed.
import { call, createUser, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const provider = providerForFile();

const nominee = {
  nominee_name: 'Ravi Verma',
  dob: '1985-05-01',
  relationship: 'Spouse',
  gender: 'Male',
  contact_number: '9876543210',
  pan_no: 'ABCPE4321K',
  address: '12 MG Road, Bengaluru 560001',
};

async function signedIn() {
  const user = await createUser(provider.url);
  return { user, token: (await signIn(provider, user.mobile_number as string)).token };
}

describe('GET and POST /user/nominee', () => {
  it('has none at first, saves one with its PAN sealed and masked, and replaces it', async () => {
    const { user, token } = await signedIn();
    expect((await call(provider, 'GET', '/user/nominee', { bearer: token })).body).toEqual({ nominee: null });
    const saved = await call(provider, 'POST', '/user/nominee', { bearer: token, body: nominee });
    expect(saved.status).toBe(200);
    expect(saved.body.nominee).toMatchObject({ nominee_name: 'Ravi Verma', pan_masked: 'ABCPE****K' });
    const row = await provider.db
      .selectFrom('nominees')
      .select('pan_no')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.pan_no).not.toContain('4321');
    expect(row.pan_no).toMatch(/^enc1:/);

    const minor = {
      ...nominee,
      nominee_name: 'Asha Verma',
      dob: '2015-02-03',
      relationship: 'Daughter',
      gender: 'Female',
      pan_no: '',
    };
    const replaced = await call(provider, 'POST', '/user/nominee', { bearer: token, body: minor });
    expect(replaced.body.nominee).toMatchObject({
      nominee_name: 'Asha Verma',
      relationship: 'Daughter',
      pan_masked: null,
    });
    expect((await call(provider, 'GET', '/user/nominee', { bearer: token })).body.nominee.nominee_name).toBe(
      'Asha Verma',
    );
  });

  it('refuses bad fields on their names (§8) and saves nothing', async () => {
    const { token } = await signedIn();
    const refused = await call(provider, 'POST', '/user/nominee', {
      bearer: token,
      body: { ...nominee, contact_number: '12345', pan_no: 'ABCCE1234K' },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.errors).sort()).toEqual(['contact_number', 'pan_no']);
    expect((await call(provider, 'GET', '/user/nominee', { bearer: token })).body).toEqual({ nominee: null });
  });

  it('needs a session', async () => {
    expect((await call(provider, 'GET', '/user/nominee')).status).toBe(401);
  });
});
