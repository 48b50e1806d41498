// Profile verification (KYC) and UPI ids: each step's call, described once for the BFF and the provider.
import { defineCalls } from '../contract.ts';
import {
  aadhaarOtpRequestSchema,
  aadhaarVerifyRequestSchema,
  addressStepSchema,
  bankStepSchema,
  documentsUnlockRequestSchema,
  ifscQuerySchema,
  ifscResponseSchema,
  kycProgressSchema,
  kycStepResponseSchema,
  messageResponse,
  panStepSchema,
  personalStepSchema,
} from './schemas.ts';
import { addUpiRequestSchema, deleteUpiRequestSchema, upiListSchema } from './upi.ts';

export const kycCalls = defineCalls({
  progress: { method: 'GET', path: '/kyc', auth: 'bearer', request: null, response: kycProgressSchema },
  pan: {
    method: 'POST',
    path: '/kyc/pan',
    auth: 'bearer',
    request: panStepSchema,
    response: kycStepResponseSchema,
  },
  aadhaarOtp: {
    method: 'POST',
    path: '/kyc/aadhaar/otp',
    auth: 'bearer',
    request: aadhaarOtpRequestSchema,
    response: messageResponse,
  },
  aadhaarVerify: {
    method: 'POST',
    path: '/kyc/aadhaar/verify',
    auth: 'bearer',
    request: aadhaarVerifyRequestSchema,
    response: kycStepResponseSchema,
  },
  personal: {
    method: 'POST',
    path: '/kyc/personal',
    auth: 'bearer',
    request: personalStepSchema,
    response: kycStepResponseSchema,
  },
  address: {
    method: 'POST',
    path: '/kyc/address',
    auth: 'bearer',
    request: addressStepSchema,
    response: kycStepResponseSchema,
  },
  ifsc: {
    method: 'GET',
    path: '/kyc/ifsc',
    auth: 'bearer',
    request: ifscQuerySchema,
    response: ifscResponseSchema,
  },
  bank: {
    method: 'POST',
    path: '/kyc/bank',
    auth: 'bearer',
    request: bankStepSchema,
    response: kycStepResponseSchema,
  },
  documentsUnlock: {
    method: 'POST',
    path: '/kyc/documents/unlock',
    auth: 'bearer',
    request: documentsUnlockRequestSchema,
    response: kycStepResponseSchema,
  },
  submit: {
    method: 'POST',
    path: '/kyc/submit',
    auth: 'bearer',
    request: null,
    response: kycStepResponseSchema,
  },
});

export const upiCalls = defineCalls({
  list: { method: 'GET', path: '/kyc/upi', auth: 'bearer', request: null, response: upiListSchema },
  add: {
    method: 'POST',
    path: '/kyc/upi',
    auth: 'bearer',
    request: addUpiRequestSchema,
    response: upiListSchema,
  },
  remove: {
    method: 'POST',
    path: '/kyc/upi/delete',
    auth: 'bearer',
    request: deleteUpiRequestSchema,
    response: upiListSchema,
  },
});

/**
 * A document's upload: raw bytes, which the BFF sends as they came (its client's upload()), `{kind}` one of
 * KYC_DOCUMENT_KINDS (documents.ts).
 */
export const kycFileCalls = defineCalls({
  uploadDocument: {
    method: 'POST',
    path: '/kyc/documents/{kind}',
    auth: 'bearer',
    request: 'bytes',
    response: kycStepResponseSchema,
  },
});
