// The auth domain: sign-up, login (with its captcha and the per-account password guard), sessions, recovery, the
// forced reset, Google Authenticator, and the OTP calls.
import fp from 'fastify-plugin';
import { Captcha } from './captcha.ts';
import { registerCaptchaRoutes } from './captchaRoutes.ts';
import { registerForcedResetRoutes } from './forcedResetRoutes.ts';
import { LoginGuard } from './loginGuard.ts';
import { registerLoginRoutes } from './loginRoutes.ts';
import { registerOtpRoutes } from './otpRoutes.ts';
import { registerRecoveryRoutes } from './recoveryRoutes.ts';
import { registerSessionRoutes } from './sessionRoutes.ts';
import { registerSignUpRoutes } from './signupRoutes.ts';
import { registerTwoFactorRoutes } from './twoFactorRoutes.ts';

export const authDomain = fp(
  async (app) => {
    const { platform } = app;
    const { db, clock, config, limiter, events, serve, log } = platform;
    const captcha = new Captcha(db, clock, {
      hmacKey: config.CAPTCHA_HMAC_KEY,
      maxNumber: config.CAPTCHA_MAX_NUMBER,
      ttlSeconds: config.CAPTCHA_TTL_S,
    });
    const auth = { ...platform, captcha, loginGuard: new LoginGuard(limiter, captcha, db, events, log) };
    registerCaptchaRoutes(serve, auth);
    registerLoginRoutes(serve, auth);
    registerSignUpRoutes(serve, auth);
    registerRecoveryRoutes(serve, auth);
    registerSessionRoutes(serve, platform);
    registerForcedResetRoutes(serve, platform);
    registerTwoFactorRoutes(serve, platform);
    registerOtpRoutes(serve, platform);
  },
  { name: 'auth' },
);
