// Documents for the verification step in tests: a real 1×1 PNG and a minimal PDF, and their upload to the provider
// (POST /kyc/documents/:kind, raw bytes) with a session token.
import type { KycDocumentKind } from '@sikka/shared/kyc/documents';

export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

export async function uploadKycDocument(
  providerUrl: string,
  token: string,
  kind: KycDocumentKind,
  bytes: Uint8Array,
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the provider answered.
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${providerUrl}/kyc/documents/${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  return { status: response.status, body: await response.json() };
}

/** The documents step done: a PDF of the PAN card and a PNG selfie. */
export async function uploadKycDocuments(providerUrl: string, token: string): Promise<void> {
  for (const [kind, bytes] of [
    ['pan_card', SAMPLE_PDF],
    ['selfie', SAMPLE_PNG],
  ] as const) {
    const answer = await uploadKycDocument(providerUrl, token, kind, bytes);
    if (answer.status !== 200)
      throw new Error(`${kind} upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
}
