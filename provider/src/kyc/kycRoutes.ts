// The profile-verification calls (shared/src/kyc/schemas.ts kycCalls): the progress read, one call per step, the
// IFSC look-up and the submission. GET calls take their input as the query string.

import {
  aadhaarOtpRequestSchema,
  aadhaarVerifyRequestSchema,
  addressStepSchema,
  bankStepSchema,
  type IfscDetails,
  ifscQuerySchema,
  type KycProgress,
  type KycStepResponse,
  panStepSchema,
  personalStepSchema,
} from '@sikka/shared/kyc/schemas';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/guards.ts';
import { fieldErrorOn } from '../http/errors.ts';
import { parseWith } from '../http/parse.ts';
import type { Services } from '../services.ts';
import { lookupIfsc } from './ifscDirectory.ts';
import { MESSAGES } from './kycService.ts';

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
    const details = lookupIfsc(ifsc);
    if (!details) throw fieldErrorOn('ifsc', MESSAGES.ifscUnknown);
    return details;
  });

  app.post('/kyc/bank', async (request): Promise<KycStepResponse> => {
    const { user } = await requireSession(services, request);
    const progress = await kyc.service.saveBank(user, parseWith(bankStepSchema, request.body));
    return { message: MESSAGES.bankVerified, progress };
  });

  app.post('/kyc/submit', async (request): Promise<KycStepResponse> => {
    const { user } = await requireSession(services, request);
    return { message: MESSAGES.submitted, progress: await kyc.service.submit(user) };
  });
}
