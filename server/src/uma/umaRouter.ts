// The UMA router (/in/uma 'Send, Receive — Anytime, Anywhere.'): handle, setHandle, send, transfers. Inputs are
// the shared schemas.
import {
  sendUmaRequestSchema,
  setHandleRequestSchema,
  umaTransfersQuerySchema,
} from '@sikka/shared/uma/schemas';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './uma.handlers.ts';

export const umaRouter = router({
  handle: authedProcedure.query(handlers.handle),
  setHandle: authedProcedure.input(setHandleRequestSchema).mutation(handlers.setHandle),
  send: authedProcedure.input(sendUmaRequestSchema).mutation(handlers.send),
  transfers: authedProcedure.input(umaTransfersQuerySchema).query(handlers.transfers),
});
