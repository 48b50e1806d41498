// The gifting router (/in/giftings 'Gift a Coin'): send, list and claim. Inputs are the shared schemas.
import {
  claimGiftRequestSchema,
  giftsQuerySchema,
  sendGiftRequestSchema,
} from '@sikka/shared/gifting/schemas';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './gifting.handlers.ts';

export const giftingRouter = router({
  send: authedProcedure.input(sendGiftRequestSchema).mutation(handlers.send),
  list: authedProcedure.input(giftsQuerySchema).query(handlers.list),
  claim: authedProcedure.input(claimGiftRequestSchema).mutation(handlers.claim),
});
