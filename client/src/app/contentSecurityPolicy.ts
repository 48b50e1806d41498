// What the client does to run under the BFF's Content-Security-Policy (server/src/security/headers.ts); imported
// first by main.tsx, before any module that could parse with zod or add a <style> element.
import { setNonce } from 'get-nonce';
import { config } from 'zod/mini';

// The policy refuses eval: zod must not compile its parsers with new Function (nor probe whether it may). The
// setting is zod core's, so it holds for zod/mini here and for the full build where later chunks load it.
config({ jitless: true });

// The page's nonce (a fresh one per response): Radix's scroll lock adds a <style> element that must carry it.
const nonce = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce;
if (nonce) setNonce(nonce);
