// The user router: the signed-in person's profile and nominee, and the account's security (codes, password, e-mail, 2FA).
import { otpPurposeSchema } from '@sikka/shared/auth/schemas';
import { twoFactorDisableRequestSchema, twoFactorEnableRequestSchema } from '@sikka/shared/auth/twoFactor';
import { changeEmailRequestSchema, emailCodeRequestSchema } from '@sikka/shared/user/email';
import { nomineeSchema } from '@sikka/shared/user/nominee';
import { changePasswordRequestSchema } from '@sikka/shared/user/password';
import { z } from 'zod';
import { authedProcedure, router } from '../trpc.ts';
import * as security from './security.handlers.ts';
import * as handlers from './user.handlers.ts';

export const userRouter = router({
  details: authedProcedure.query(handlers.details),
  notices: authedProcedure.query(handlers.notices),
  nominee: authedProcedure.query(handlers.nominee),
  saveNominee: authedProcedure.input(nomineeSchema).mutation(handlers.saveNominee),
  requestOtp: authedProcedure
    .input(z.object({ type: otpPurposeSchema }).strict())
    .mutation(security.requestOtp),
  changePassword: authedProcedure.input(changePasswordRequestSchema).mutation(security.changePassword),
  requestEmailCode: authedProcedure.input(emailCodeRequestSchema).mutation(security.requestEmailCode),
  changeEmail: authedProcedure.input(changeEmailRequestSchema).mutation(security.changeEmail),
  twoFactorSetup: authedProcedure.mutation(security.twoFactorSetup),
  twoFactorEnable: authedProcedure.input(twoFactorEnableRequestSchema).mutation(security.twoFactorEnable),
  twoFactorDisable: authedProcedure.input(twoFactorDisableRequestSchema).mutation(security.twoFactorDisable),
});
