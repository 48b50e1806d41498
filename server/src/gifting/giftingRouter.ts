// The gifting router (/in/giftings 'Gift a Coin'): quote, send, list and claim. Inputs are the shared schemas.
import {
  claimGiftRequestSchema,
  giftQuoteRequestSchema,
  giftsQuerySchema,
  sendGiftRequestSchema,
} from '@sikka/shared/gifting/schemas';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './gifting.handlers.ts';

export const giftingRouter = router({
  quote: authedProcedure.input(giftQuoteRequestSchema).mutation(handlers.quote),
  send: authedProcedure.input(sendGiftRequestSchema).mutation(handlers.send),
  list: authedProcedure.input(giftsQuerySchema).query(handlers.list),
  claim: authedProcedure.input(claimGiftRequestSchema).mutation(handlers.claim),
});
