// What the auth routes use: the platform, and the captcha and the password guard the auth domain keeps.
import type { Platform } from '../../platform/platform.ts';
import type { Captcha } from './captcha.ts';
import type { LoginGuard } from './loginGuard.ts';

export type AuthDeps = Platform & { captcha: Captcha; loginGuard: LoginGuard };
