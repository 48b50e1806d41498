// The user router: the signed-in person's profile and nominee, and the account's security (codes, password, e-mail,
// 2FA). The notices, the nominee, the e-mail code and the authenticator's setup are their provider calls (proxy.ts).

import { twoFactorCalls } from '@sikka/shared/auth/calls';
import { otpPurposeSchema } from '@sikka/shared/auth/schemas';
import { twoFactorDisableRequestSchema, twoFactorEnableRequestSchema } from '@sikka/shared/auth/twoFactor';
import { emailCalls, nomineeCalls, userNoticeCalls } from '@sikka/shared/user/calls';
import { changeEmailRequestSchema } from '@sikka/shared/user/email';
import { changePasswordRequestSchema } from '@sikka/shared/user/password';
import { z } from 'zod';
import { proxy } from '../proxy.ts';
import { authedProcedure, router } from '../trpc.ts';
import * as security from './security.handlers.ts';
import * as handlers from './user.handlers.ts';

export const userRouter = router({
  details: authedProcedure.query(handlers.details),
  /** The §4 data refresh: banners, the interrupt and important messages, the TDS flag. */
  notices: proxy(userNoticeCalls.notices),
  /** The account's nominee (PAN masked), or null. */
  nominee: proxy(nomineeCalls.nominee),
  saveNominee: proxy(nomineeCalls.saveNominee),
  requestOtp: authedProcedure
    .input(z.object({ type: otpPurposeSchema }).strict())
    .mutation(security.requestOtp),
  changePassword: authedProcedure.input(changePasswordRequestSchema).mutation(security.changePassword),
  /** §9 purpose 6: a code to the new address. */
  requestEmailCode: proxy(emailCalls.emailCode),
  changeEmail: authedProcedure.input(changeEmailRequestSchema).mutation(security.changeEmail),
  twoFactorSetup: proxy(twoFactorCalls.setup),
  twoFactorEnable: authedProcedure.input(twoFactorEnableRequestSchema).mutation(security.twoFactorEnable),
  twoFactorDisable: authedProcedure.input(twoFactorDisableRequestSchema).mutation(security.twoFactorDisable),
});
