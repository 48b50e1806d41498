// The document store at scale without Docker: an S3-compatible server from npm (s3rver; Debian has no MinIO) on
// loopback stands in for MinIO. The S3 store itself (bucket made on first use, put/get/delete), then provider
// processes on one database and one bucket: a KYC document uploaded through one is read by the operator through the
// one that takes over from it (one provider owns the exchange's pairs at a time), and the bucket holds it sealed.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3DocumentStore } from '../../provider/src/platform/documents/documentStore.ts';
import { SAMPLE_PNG, unlockKycDocuments, uploadKycDocument } from '../support/kycDocuments.ts';
import { freshDatabase, type TestDatabase } from '../support/postgres.ts';
import { freePort, type RunningProcess, startProvider } from '../support/processes.ts';
import { createUser, latestOtp } from '../support/provider.ts';

const ADMIN = 'scale-documents-admin-token-0123456789abcdef';
const BUCKET = 'sikka-documents';
let directory = '';
let server: S3rver | undefined;
let endpoint = '';
let database: TestDatabase | undefined;
let env: Record<string, string> = {};
const providers: RunningProcess[] = [];

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'sikka-s3-'));
  const port = await freePort();
  server = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
  await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  database = await freshDatabase();
  env = {
    DATABASE_URL: database.url,
    ADMIN_TOKEN: ADMIN,
    DOCUMENT_STORE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  providers.push(await startProvider(env));
});

afterAll(async () => {
  await Promise.all(providers.map((provider) => provider.stop()));
  await database?.drop();
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

/** Every file s3rver keeps under a bucket, as paths (its own metadata files left out). */
function storedFiles(bucket: string): string[] {
  const root = join(directory, bucket);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(root).filter((path) => path.endsWith('._S3rver_object'));
}

describe('S3DocumentStore against an S3-compatible server', () => {
  it('makes its bucket on first use, then puts, gets and deletes', async () => {
    const store = new S3DocumentStore({
      endpoint,
      region: 'us-east-1',
      bucket: 'store-test',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    try {
      expect(await store.get('kyc/1/selfie-a')).toBeNull();
      await store.put('kyc/1/selfie-a', SAMPLE_PNG);
      expect((await store.get('kyc/1/selfie-a'))?.equals(SAMPLE_PNG)).toBe(true);
      await store.delete('kyc/1/selfie-a');
      expect(await store.get('kyc/1/selfie-a')).toBeNull();
      await expect(store.put('../escape', SAMPLE_PNG)).rejects.toThrow(/not a document key/);
    } finally {
      store.close();
    }
  });
});

describe('providers on one database and one bucket', () => {
  it('a document uploaded through one is read through the next, sealed in the bucket', async () => {
    const [first] = providers as [RunningProcess];
    const user = await createUser(first.url);
    const mobile = user.mobile_number as string;
    const login = await fetch(`${first.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile_number: mobile, password: user.password }),
    });
    expect(login.status).toBe(200);
    const verified = await fetch(`${first.url}/auth/verify-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile_number: mobile, type: 1, otp: await latestOtp(first.url, mobile) }),
    });
    const { token } = (await verified.json()) as { token: string };

    await unlockKycDocuments(first.url, token);
    const uploaded = await uploadKycDocument(first.url, token, 'selfie', SAMPLE_PNG);
    expect(uploaded.status).toBe(200);
    await first.stop();
    const second = await startProvider(env);
    providers.push(second);
    const read = await fetch(`${second.url}/admin/kyc/${user.id}/documents/selfie`, {
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(SAMPLE_PNG)).toBe(true);

    // The bucket also holds the demo account's documents, seeded at start-up.
    const objects = storedFiles(BUCKET).filter((path) => path.includes(`/kyc/${user.id}/`));
    expect(objects).toHaveLength(1);
    const stored = readFileSync(objects[0] as string);
    expect(stored.subarray(0, 5).toString()).toBe('enc1:');
    expect(stored.includes(SAMPLE_PNG.subarray(8, 24))).toBe(false);
  });
});
