// The profile-verification calls (shared/src/kyc/calls.ts kycCalls, kycFileCalls): the progress read, one call per
// step, the IFSC look-up and the submission. GET calls take their input as the query string; a document comes as
// raw bytes.
import { kycCalls, kycFileCalls } from '@sikka/shared/kyc/calls';
import { KYC_DOCUMENT_MESSAGES, kycDocumentKindSchema } from '@sikka/shared/kyc/documents';
import { z } from 'zod';
import type { Serve } from '../../platform/http/contract.ts';
import { parseWith } from '../../platform/http/parse.ts';
import type { Platform } from '../../platform/platform.ts';
import { MESSAGES } from './kycService.ts';
import type { KycServices } from './kycServices.ts';

const documentParams = z.object({ kind: kycDocumentKindSchema });

export function registerKycRoutes(serve: Serve, services: Platform & { kyc: KycServices }): void {
  const { service } = services.kyc;

  serve(kycCalls.progress, ({ session }) => service.progress(session.user));

  serve(kycCalls.pan, async ({ session, input }) => ({
    message: MESSAGES.panVerified,
    progress: await service.savePan(session.user, input),
  }));

  serve(kycCalls.aadhaarOtp, async ({ session, input }) => ({
    message: await service.requestAadhaarOtp(session.user, input.aadhaar_number),
  }));

  serve(kycCalls.aadhaarVerify, async ({ session, input }) => ({
    message: MESSAGES.aadhaarVerified,
    progress: await service.verifyAadhaar(session.user, input.otp),
  }));

  serve(kycCalls.personal, async ({ session, input }) => ({
    message: MESSAGES.saved,
    progress: await service.savePersonal(session.user, input),
  }));

  serve(kycCalls.address, async ({ session, input }) => ({
    message: MESSAGES.saved,
    progress: await service.saveAddress(session.user, input),
  }));

  serve(kycCalls.ifsc, ({ input }) => service.lookupIfsc(input.ifsc));

  serve(kycCalls.bank, async ({ session, input }) => ({
    message: MESSAGES.bankVerified,
    progress: await service.saveBank(session.user, input),
  }));

  serve(kycCalls.documentsUnlock, async ({ session, input }) => ({
    message: KYC_DOCUMENT_MESSAGES.unlocked,
    progress: await service.unlockDocuments(session.user, input.otp),
  }));

  // A document's bytes arrive as they are (serve reads them in a scope of its own, past the document's limit, so a
  // file just too big is refused with its message rather than Fastify's); its kind is the path's.
  serve(kycFileCalls.uploadDocument, async ({ session, input: bytes, request }) => {
    const { kind } = parseWith(documentParams, request.params);
    return {
      message: KYC_DOCUMENT_MESSAGES.uploaded,
      progress: await service.saveDocument(session.user, kind, bytes),
    };
  });

  serve(kycCalls.submit, async ({ session }) => ({
    message: MESSAGES.submitted,
    progress: await service.submit(session.user),
  }));
}
