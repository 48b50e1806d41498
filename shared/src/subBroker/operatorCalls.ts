// The operator's decisions on sub-broker applications (ADMIN_TOKEN): the pending ones, approve, reject with a reason.
import { z } from 'zod';
import { defineOperatorCalls } from '../contract.ts';
import { subBrokerApplicationSchema } from './schemas.ts';

const decidedSchema = subBrokerApplicationSchema.extend({ user_id: z.number() });

export const subBrokerOperatorCalls = defineOperatorCalls({
  pending: {
    method: 'GET',
    path: '/admin/sub-brokers/pending',
    auth: 'operator',
    request: null,
    response: z.array(decidedSchema),
  },
  approve: {
    method: 'POST',
    path: '/admin/sub-brokers/{userId}/approve',
    auth: 'operator',
    request: null,
    response: decidedSchema,
  },
  reject: {
    method: 'POST',
    path: '/admin/sub-brokers/{userId}/reject',
    auth: 'operator',
    request: z.object({ reason: z.string().trim().min(1, 'Give a reason').max(500) }).strict(),
    response: decidedSchema,
  },
});
