// UMA: one's handle (read, choose), a transfer to another Sikka user (verified, OTP 8) and the history, described once.
import { defineCalls } from '../contract.ts';
import {
  handleResponseSchema,
  sendUmaRequestSchema,
  sendUmaResponseSchema,
  setHandleRequestSchema,
  umaTransfersPageSchema,
  umaTransfersQuerySchema,
} from './schemas.ts';

export const umaCalls = defineCalls({
  handle: {
    method: 'GET',
    path: '/uma/handle',
    auth: 'bearer',
    request: null,
    response: handleResponseSchema,
  },
  setHandle: {
    method: 'POST',
    path: '/uma/handle',
    auth: 'bearer',
    request: setHandleRequestSchema,
    response: handleResponseSchema,
  },
  send: {
    method: 'POST',
    path: '/uma/transfers',
    auth: 'bearer',
    verified: true,
    request: sendUmaRequestSchema,
    response: sendUmaResponseSchema,
  },
  transfers: {
    method: 'GET',
    path: '/uma/transfers',
    auth: 'bearer',
    request: umaTransfersQuerySchema,
    response: umaTransfersPageSchema,
  },
});
