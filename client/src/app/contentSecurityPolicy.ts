// What the client does to run under the BFF's Content-Security-Policy (server/src/security/headers.ts); imported
// first by main.tsx, before any module that could parse with zod or add a <style> element.
import { setNonce } from 'get-nonce';

// The policy refuses eval: zod must not compile its parsers with new Function (nor probe whether it may). The shell
// loads no zod at all, so the setting is left where zod core takes its settings from when it first loads, in any
// later chunk (contentSecurityPolicy.test.ts holds zod to it).
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig ??= {};
zodSettings.__zod_globalConfig.jitless = true;

// The page's nonce (a fresh one per response): Radix's scroll lock adds a <style> element that must carry it.
const nonce = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce;
if (nonce) setNonce(nonce);
