// The profile-verification calls (shared/src/kyc/schemas.ts kycCalls): the progress read, one call per step, the
// IFSC look-up and the submission. GET calls take their input as the query string; a document comes as raw bytes.

import {
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_MESSAGES,
  kycDocumentKindSchema,
} from '@sikka/shared/kyc/documents';
import {
  aadhaarOtpRequestSchema,
  aadhaarVerifyRequestSchema,
  addressStepSchema,
  bankStepSchema,
  documentsUnlockRequestSchema,
  type IfscDetails,
  ifscQuerySchema,
  type KycProgress,
  type KycStepResponse,
  panStepSchema,
  personalStepSchema,
} from '@sikka/shared/kyc/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSession } from '../auth/guards.ts';
import { parseWith } from '../http/parse.ts';
import type { Services } from '../services.ts';
import { MESSAGES } from './kycService.ts';

const documentParams = z.object({ kind: kycDocumentKindSchema });

export function registerKycRoutes(app: FastifyInstance, services: Services): void {
  const { kyc } = services;

  app.get('/kyc', async (request): Promise<KycProgress> => {
    const { user } = await requireSession(services, request);
    return kyc.service.progress(user);
  });

  app.post('/kyc/pan', async (request): Promise<KycStepResponse> => {
    const { user } = await requireSession(services, request);
    const progress = await kyc.service.savePan(user, parseWith(panStepSchema, request.body));
    return { message: MESSAGES.panVerified, progress };
  });

  app.post('/kyc/aadhaar/otp', async (request): Promise<{ message: string }> => {
    const { user } = await requireSession(services, request);
    const body = parseWith(aadhaarOtpRequestSchema, request.body);
    return { message: await kyc.service.requestAadhaarOtp(user, body.aadhaar_number) };
  });

  app.post('/kyc/aadhaar/verify', async (request): Promise<KycStepResponse> => {
    const { user } = await requireSession(services, request);
    const body = parseWith(aadhaarVerifyRequestSchema, request.body);
    return { message: MESSAGES.aadhaarVerified, progress: await kyc.service.verifyAadhaar(user, body.otp) };
  });

  app.post('/kyc/personal', async (request): Promise<KycStepResponse> => {
    const { user } = await requireSession(services, request);
    const progress = await kyc.service.savePersonal(user, parseWith(personalStepSchema, request.body));
    return { message: MESSAGES.saved, progress };
  });

  app.post('/kyc/address', async (request): Promise<KycStepResponse> => {
    const { user } = await requireSession(services, request);
    const progress = await kyc.service.saveAddress(user, parseWith(addressStepSchema, request.body));
    return { message: MESSAGES.saved, progress };
  });

  app.get('/kyc/ifsc', async (request): Promise<IfscDetails> => {
    await requireSession(services, request);
    const { ifsc } = parseWith(ifscQuerySchema, request.query);
    return kyc.service.lookupIfsc(ifsc);
  });

  app.post('/kyc/bank', async (request): Promise<KycStepResponse> => {
    const { user } = await requireSession(services, request);
    const progress = await kyc.service.saveBank(user, parseWith(bankStepSchema, request.body));
    return { message: MESSAGES.bankVerified, progress };
  });

  app.post('/kyc/documents/unlock', async (request): Promise<KycStepResponse> => {
    const { user } = await requireSession(services, request);
    const { otp } = parseWith(documentsUnlockRequestSchema, request.body);
    return {
      message: KYC_DOCUMENT_MESSAGES.unlocked,
      progress: await kyc.service.unlockDocuments(user, otp),
    };
  });

  // A document's bytes arrive as they are; its own scope, so no other route takes a raw body. Twice the limit
  // reaches the handler, so a file just too big is refused with its message rather than Fastify's.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: 2 * KYC_DOCUMENT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post('/kyc/documents/:kind', async (request): Promise<KycStepResponse> => {
      const { user } = await requireSession(services, request);
      const { kind } = parseWith(documentParams, request.params);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const progress = await kyc.service.saveDocument(user, kind, bytes);
      return { message: KYC_DOCUMENT_MESSAGES.uploaded, progress };
    });
  });

  app.post('/kyc/submit', async (request): Promise<KycStepResponse> => {
    const { user } = await requireSession(services, request);
    return { message: MESSAGES.submitted, progress: await kyc.service.submit(user) };
  });
}
