// The user router: the signed-in person's profile.
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './user.handlers.ts';

export const userRouter = router({
  details: authedProcedure.query(handlers.details),
  notices: authedProcedure.query(handlers.notices),
});
