// Second factors and PANs at rest: sealed in every row the provider writes, plain rows of an older release sealed
// at start-up, and re-sealed under a new key when FIELD_ENCRYPTION_KEYS rotates.
import { randomBytes } from 'node:crypto';
import { databaseAsOf } from '@sikka/tests/support/olderRelease';
import type { TestDatabase } from '@sikka/tests/support/postgres';
import { call, createUser, latestOtp, startTestProvider } from '@sikka/tests/support/provider';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { totpCode } from '../otp/totp.ts';
import { FieldCipher, parseFieldKeys } from './fieldCipher.ts';
import { sealColumnsAtRest } from './sealedColumns.ts';

const PAN = 'QWERT6789K';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const PENDING = 'KRSXG5CTMVRXEZLUKRSXG5CT';

function cipher(text: string): FieldCipher {
  const keys = parseFieldKeys(text);
  if (typeof keys === 'string') throw new Error(keys);
  return new FieldCipher(keys);
}

/** Everything a database read of the two tables shows. */
async function dump(db: Database): Promise<string> {
  const users = await sql`select * from users`.execute(db);
  const docs = await sql`select * from kyc_docs`.execute(db);
  return JSON.stringify([users.rows, docs.rows]);
}

describe('what the provider writes is sealed', () => {
  it('a database read shows no authenticator secret, pending secret or PAN, and the flows still work', async () => {
    const provider = await startTestProvider({ env: { AUTH_ATTEMPTS_PER_IP: '1000' } });
    try {
      const user = await createUser(provider.url, { totp_secret: SECRET, pan_number: PAN });
      const login = await call(provider, 'POST', '/auth/login', {
        body: { mobile_number: user.mobile_number, password: user.password },
      });
      expect(login.body.required).toBe('2FA');
      const signedIn = await call(provider, 'POST', '/auth/verify-otp', {
        body: { mobile_number: user.mobile_number, type: 1, otp: totpCode(SECRET, provider.clock.now()) },
      });
      expect(signedIn.status).toBe(200);

      const other = await createUser(provider.url, {});
      const otherLogin = await call(provider, 'POST', '/auth/login', {
        body: { mobile_number: other.mobile_number, password: other.password },
      });
      expect(otherLogin.status).toBe(200);
      const code = await latestOtp(provider.url, other.mobile_number as string);
      const session = await call(provider, 'POST', '/auth/verify-otp', {
        body: { mobile_number: other.mobile_number, type: 1, otp: code },
      });
      const setup = await call(provider, 'POST', '/2fa/setup', { bearer: session.body.token });
      expect(setup.status).toBe(200);
      // §9 purpose 5: the SMS code that confirms turning Google Authenticator on.
      const smsCode = async () => {
        provider.clock.advanceSeconds(91);
        await call(provider, 'POST', '/request-otp', { bearer: session.body.token, body: { type: 5 } });
        return latestOtp(provider.url, other.mobile_number as string);
      };

      const everything = await dump(provider.db);
      for (const plain of [SECRET, PAN, setup.body.secret]) expect(everything).not.toContain(plain);
      expect(everything).toContain('enc1:');

      const enabled = await call(provider, 'POST', '/2fa/enable', {
        bearer: session.body.token,
        body: { sms_otp: await smsCode(), otp: totpCode(setup.body.secret, provider.clock.now()) },
      });
      expect(enabled.status).toBe(200);
      expect(await dump(provider.db)).not.toContain(setup.body.secret);

      // The database itself refuses a plain value.
      await expect(
        provider.db.updateTable('users').set({ totp_secret: SECRET }).where('id', '=', user.id).execute(),
      ).rejects.toThrow(/users_totp_secret_sealed/);
    } finally {
      await provider.close();
    }
  });
});

describe('rows of an older release, and key rotation', () => {
  let database: TestDatabase;
  let db: Database;
  const keyA = randomBytes(32).toString('base64');
  const keyB = randomBytes(32).toString('base64');

  beforeAll(async () => {
    // A database as the release before sealing left it: migrated up to 0006, secrets and PANs in plain text.
    ({ database, db } = await databaseAsOf('0006_exchange'));
    await sql`
      insert into users (mobile_number, password_hash, ga_enabled, totp_secret, totp_pending_secret)
      values ('6000000001', 'x', 1, ${SECRET}, null), ('6000000002', 'x', 0, null, ${PENDING}),
             ('6000000003', 'x', 0, null, null)`.execute(db);
    await sql`
      insert into kyc_docs (user_id, document_type, document_number)
      select id, 'PAN', ${PAN} from users where mobile_number = '6000000001'`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('migrating and starting seal every plain value (and index the PAN); starting again changes nothing', async () => {
    await migrateToLatest(db);
    const fields = cipher(keyA);
    expect(await sealColumnsAtRest(db, fields)).toEqual({
      'users.totp_secret': 1,
      'users.totp_pending_secret': 1,
      'kyc_docs.document_number': 1,
    });
    const everything = await dump(db);
    for (const plain of [SECRET, PENDING, PAN]) expect(everything).not.toContain(plain);

    const first = await db
      .selectFrom('users')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('mobile_number', '=', '6000000001')
      .executeTakeFirstOrThrow();
    expect(fields.openOrNull('users.totp_secret', first.totp_secret)).toBe(SECRET);
    expect(first.totp_pending_secret).toBeNull();
    const pending = await db
      .selectFrom('users')
      .select('totp_pending_secret')
      .where('mobile_number', '=', '6000000002')
      .executeTakeFirstOrThrow();
    expect(fields.openOrNull('users.totp_pending_secret', pending.totp_pending_secret)).toBe(PENDING);
    const doc = await db
      .selectFrom('kyc_docs')
      .select(['document_number', 'document_number_index'])
      .executeTakeFirstOrThrow();
    expect(fields.openOrNull('kyc_docs.document_number', doc.document_number)).toBe(PAN);
    // Found by equality without opening anything.
    const byIndex = await db
      .selectFrom('kyc_docs')
      .select('id')
      .where('document_type', '=', 'PAN')
      .where('document_number_index', 'in', fields.blindIndexes('kyc_docs.document_number', PAN))
      .execute();
    expect(byIndex).toHaveLength(1);

    expect(await sealColumnsAtRest(db, fields)).toEqual({});
  });

  it('a new first key re-seals and re-indexes everything; the old key can then leave the list', async () => {
    const rotating = cipher(`${keyB},${keyA}`);
    expect(await sealColumnsAtRest(db, rotating)).toEqual({
      'users.totp_secret': 1,
      'users.totp_pending_secret': 1,
      'kyc_docs.document_number': 1,
    });
    const onlyNew = cipher(keyB);
    const doc = await db
      .selectFrom('kyc_docs')
      .select(['document_number', 'document_number_index'])
      .executeTakeFirstOrThrow();
    expect(onlyNew.openOrNull('kyc_docs.document_number', doc.document_number)).toBe(PAN);
    expect(doc.document_number_index).toBe(onlyNew.blindIndex('kyc_docs.document_number', PAN));
    expect(await sealColumnsAtRest(db, onlyNew)).toEqual({});
  });

  it('a value no listed key opens stops the start, naming the column and key but never the value', async () => {
    const stranger = cipher(randomBytes(32).toString('base64'));
    const refusal = await sealColumnsAtRest(db, stranger).then(
      () => 'started',
      (error: unknown) => String(error),
    );
    expect(refusal).toMatch(/users\.totp_secret is sealed with key [\w-]{8}, not listed/);
    for (const plain of [SECRET, PENDING, PAN, keyA, keyB]) expect(refusal).not.toContain(plain);
    // Nothing was lost: the right key still opens every value.
    expect(await sealColumnsAtRest(db, cipher(keyB))).toEqual({});
  });
});
