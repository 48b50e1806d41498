// Lending against crypto: the terms, borrow (verified, OTP 7), the loans, a loan's statement and repay, described once.
import { defineCalls } from '../contract.ts';
import {
  borrowRequestSchema,
  borrowResponseSchema,
  lendingTermsResponseSchema,
  loansPageResponseSchema,
  loansQuerySchema,
  repayRequestSchema,
  repayResponseSchema,
  statementQuerySchema,
  statementResponseSchema,
} from './schemas.ts';

export const lendingCalls = defineCalls({
  terms: {
    method: 'GET',
    path: '/loans/terms',
    auth: 'bearer',
    request: null,
    response: lendingTermsResponseSchema,
  },
  borrow: {
    method: 'POST',
    path: '/loans',
    auth: 'bearer',
    verified: true,
    request: borrowRequestSchema,
    response: borrowResponseSchema,
  },
  list: {
    method: 'GET',
    path: '/loans',
    auth: 'bearer',
    request: loansQuerySchema,
    response: loansPageResponseSchema,
  },
  statement: {
    method: 'GET',
    path: '/loans/statement',
    auth: 'bearer',
    request: statementQuerySchema,
    response: statementResponseSchema,
  },
  repay: {
    method: 'POST',
    path: '/loans/repay',
    auth: 'bearer',
    verified: true,
    request: repayRequestSchema,
    response: repayResponseSchema,
  },
});
