// The declaration form (e-sign): read a held order's declaration and sign it, described once.
import { defineCalls } from '../contract.ts';
import {
  declarationQuerySchema,
  declarationSchema,
  signDeclarationRequestSchema,
  signDeclarationResponseSchema,
} from './declaration.ts';

export const declarationCalls = defineCalls({
  get: {
    method: 'GET',
    path: '/esign',
    auth: 'bearer',
    request: declarationQuerySchema,
    response: declarationSchema,
  },
  sign: {
    method: 'POST',
    path: '/esign/sign',
    auth: 'bearer',
    request: signDeclarationRequestSchema,
    response: signDeclarationResponseSchema,
  },
});
