// Profile verification's documents step in the provider: §9 'upload docs 6' opens uploads for a while; a PAN card and
// a selfie are known by their bytes, sealed at rest and replaced without an orphan; submission waits for both.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  SAMPLE_PDF,
  SAMPLE_PNG,
  unlockKycDocuments,
  uploadKycDocument,
} from '@sikka/tests/support/kycDocuments';
import { call, newestCode, startTestProvider, type TestProvider } from '@sikka/tests/support/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, kycKit, type Person } from './kycKit.ts';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider({ env: { ADMIN_TOKEN: ADMIN } });
});
afterAll(async () => provider?.close());
const { admin, newcomer, post, completeSteps } = kycKit(() => provider);

describe('the documents step (a PAN card and a selfie, known by their bytes)', () => {
  const upload = (person: Person, kind: 'pan_card' | 'selfie', bytes: Uint8Array) =>
    uploadKycDocument(provider.url, person.token, kind, bytes);
  /** A newcomer who confirmed the §9 'upload docs 6' code. */
  const uploader = async () => {
    const person = await newcomer();
    await unlockKycDocuments(provider.url, person.token);
    return person;
  };

  it("§9 'upload docs 6': uploads wait for the code, a wrong one is refused on its field, and they close again", async () => {
    const person = await newcomer();
    const locked = await upload(person, 'selfie', SAMPLE_PNG);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('Confirm with the OTP sent to your mobile before uploading documents');

    expect((await post(person, '/request-otp', { type: 6 })).status).toBe(200);
    const code = await newestCode(provider.url, person.mobile, 6);
    const wrong = await post(person, '/kyc/documents/unlock', {
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.error.errors)).toEqual(['otp']);
    const unlocked = await post(person, '/kyc/documents/unlock', { otp: code });
    expect(unlocked.body.message).toBe('Confirmed. You can upload documents for the next 15 minutes');
    const until = Date.parse(unlocked.body.progress.documents_unlocked_until);
    expect(until - provider.clock.now().getTime()).toBe(15 * 60_000);
    // The code is spent.
    expect((await post(person, '/kyc/documents/unlock', { otp: code })).status).toBe(422);
    expect((await upload(person, 'selfie', SAMPLE_PNG)).status).toBe(200);

    provider.clock.advance(15 * 60_000);
    expect((await upload(person, 'pan_card', SAMPLE_PDF)).status).toBe(403);
  });

  it('takes a PDF PAN card and a PNG selfie, lists them, and the reviewer reads the same bytes', async () => {
    const person = await uploader();
    const first = await upload(person, 'pan_card', SAMPLE_PDF);
    expect(first.status).toBe(200);
    expect(first.body.progress.steps.documents).toBe('todo');
    expect(first.body.progress.documents.pan_card).toMatchObject({
      content_type: 'application/pdf',
      size: SAMPLE_PDF.length,
    });
    const second = await upload(person, 'selfie', SAMPLE_PNG);
    expect(second.body).toMatchObject({
      message: 'Document uploaded',
      progress: { steps: { documents: 'done' } },
    });

    const read = await fetch(`${provider.url}/admin/kyc/${person.id}/documents/selfie`, {
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await read.arrayBuffer()).equals(SAMPLE_PNG)).toBe(true);
    expect((await admin('GET', `/admin/kyc/${person.id}`)).body.progress.documents.selfie).not.toBeNull();
  });

  it('refuses by the bytes: text named .png, a PDF selfie, an empty file, more than 5 MB', async () => {
    const person = await uploader();
    const text = await upload(person, 'pan_card', Buffer.from('this is my-pan.png'));
    expect(text.status).toBe(422);
    expect(text.body.error.errors.pan_card).toEqual([
      'Upload your PAN card as a PDF, PNG, JPEG or WebP file',
    ]);
    const pdfSelfie = await upload(person, 'selfie', SAMPLE_PDF);
    expect(pdfSelfie.body.error.errors.selfie).toEqual(['Upload your selfie as a PNG, JPEG or WebP picture']);
    const empty = await upload(person, 'selfie', new Uint8Array(0));
    expect(empty.status).toBe(422);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    SAMPLE_PNG.copy(big);
    const tooBig = await upload(person, 'selfie', big);
    expect(tooBig.body.error.errors.selfie).toEqual(['Upload a file of at most 5 MB']);
    expect((await call(provider, 'GET', '/kyc', { bearer: person.token })).body.documents).toEqual({
      pan_card: null,
      selfie: null,
    });
  });

  it('keeps the bytes sealed at rest, replaces an upload, and leaves no orphan behind', async () => {
    const person = await uploader();
    await upload(person, 'selfie', SAMPLE_PNG);
    const first = await provider.db
      .selectFrom('kyc_documents')
      .select('storage_key')
      .where('user_id', '=', person.id)
      .executeTakeFirstOrThrow();
    const dir = provider.config.DOCUMENT_DIR as string;
    const stored = readFileSync(join(dir, first.storage_key));
    expect(stored.includes(SAMPLE_PNG.subarray(8, 24))).toBe(false);
    expect(stored.subarray(0, 5).toString()).toBe('enc1:');

    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    await upload(person, 'selfie', jpeg);
    expect(existsSync(join(dir, first.storage_key))).toBe(false);
    const files = readdirSync(join(dir, 'kyc', String(person.id)));
    expect(files).toHaveLength(1);
  });

  it('submission waits for both documents', async () => {
    const person = await newcomer();
    await completeSteps(person);
    await provider.db.deleteFrom('kyc_documents').where('user_id', '=', person.id).execute();
    const refused = await post(person, '/kyc/submit');
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors.documents).toEqual(['Complete the documents step before submitting']);
  });
});
