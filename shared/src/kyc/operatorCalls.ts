// The operator's review of profile verification (ADMIN_TOKEN): the queue, one profile, its documents, and decisions.
import { z } from 'zod';
import { defineOperatorCalls } from '../contract.ts';
import {
  kycProgressSchema,
  kycRejectRequestSchema,
  kycRequireRequestSchema,
  messageResponse,
} from './schemas.ts';

/** A profile waiting for review, oldest submission first. */
const waitingSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  mobile_number: z.string().nullable(),
  re_kyc: z.number(),
  submitted_at: z.string().nullable(),
});

/** One decision an operator took on a profile. */
const reviewSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  decision: z.enum(['approved', 'rejected', 're_kyc']),
  reason: z.string().nullable(),
  steps: z.array(z.string()),
  reviewer: z.string(),
  created_at: z.string(),
});

export const kycOperatorCalls = defineOperatorCalls({
  waiting: {
    method: 'GET',
    path: '/admin/kyc',
    auth: 'operator',
    request: null,
    response: z.object({ waiting: z.array(waitingSchema) }),
  },
  profile: {
    method: 'GET',
    path: '/admin/kyc/{id}',
    auth: 'operator',
    request: null,
    response: z.object({ progress: kycProgressSchema, reviews: z.array(reviewSchema) }),
  },
  document: {
    method: 'GET',
    path: '/admin/kyc/{id}/documents/{kind}',
    auth: 'operator',
    request: null,
    response: 'file',
  },
  approve: {
    method: 'POST',
    path: '/admin/kyc/{id}/approve',
    auth: 'operator',
    request: null,
    response: messageResponse,
  },
  reject: {
    method: 'POST',
    path: '/admin/kyc/{id}/reject',
    auth: 'operator',
    request: kycRejectRequestSchema,
    response: messageResponse,
  },
  reKyc: {
    method: 'POST',
    path: '/admin/kyc/{id}/re-kyc',
    auth: 'operator',
    request: kycRejectRequestSchema,
    response: messageResponse,
  },
  require: {
    method: 'POST',
    path: '/admin/kyc/{id}/require',
    auth: 'operator',
    request: kycRequireRequestSchema,
    response: messageResponse,
  },
});
