// Gifting a coin: quote, send (OTP purpose 8, verified), the sent and received gifts, and claim (verified), described once.
import { defineCalls } from '../contract.ts';
import {
  claimGiftRequestSchema,
  claimGiftResponseSchema,
  giftQuoteRequestSchema,
  giftQuoteSchema,
  giftsPageResponseSchema,
  giftsQuerySchema,
  sendGiftRequestSchema,
  sendGiftResponseSchema,
} from './schemas.ts';

export const giftingCalls = defineCalls({
  quote: {
    method: 'POST',
    path: '/gifts/quotes',
    auth: 'bearer',
    verified: true,
    request: giftQuoteRequestSchema,
    response: giftQuoteSchema,
  },
  send: {
    method: 'POST',
    path: '/gifts',
    auth: 'bearer',
    verified: true,
    request: sendGiftRequestSchema,
    response: sendGiftResponseSchema,
  },
  list: {
    method: 'GET',
    path: '/gifts',
    auth: 'bearer',
    request: giftsQuerySchema,
    response: giftsPageResponseSchema,
  },
  claim: {
    method: 'POST',
    path: '/gifts/claim',
    auth: 'bearer',
    verified: true,
    request: claimGiftRequestSchema,
    response: claimGiftResponseSchema,
  },
});
