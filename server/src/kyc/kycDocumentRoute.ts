// /media/kyc-document/:kind: the documents step's upload (a PAN card, a selfie) as raw bytes beside tRPC, with the
// session cookie and the cross-site rule; the provider checks the bytes and answers the step's progress.
import { kycFileCalls } from '@sikka/shared/kyc/calls';
import {
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_MEDIA_ROUTE,
  kycDocumentKindSchema,
} from '@sikka/shared/kyc/documents';
import type { FastifyInstance } from 'fastify';
import { registerUploadRoute } from '../media/uploadRoute.ts';
import type { SessionCookies } from '../session/cookies.ts';
import type { ProviderClient } from '../upstream/client.ts';

export function registerKycDocumentRoute(
  app: FastifyInstance,
  services: { provider: ProviderClient; sessionCookies: SessionCookies },
  allowedOrigins: readonly string[],
): void {
  registerUploadRoute(app, services, allowedOrigins, {
    route: KYC_DOCUMENT_MEDIA_ROUTE,
    call: kycFileCalls.uploadDocument,
    maxBytes: KYC_DOCUMENT_MAX_BYTES,
    params: (request) => {
      const kind = kycDocumentKindSchema.safeParse((request.params as { kind?: unknown }).kind);
      return kind.success ? { kind: kind.data } : null;
    },
  });
}
