// The browser security headers on every BFF response (helmet, built once): a strict Content-Security-Policy,
// no framing by any origin, no MIME sniffing, no referrer, HSTS in production.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** What Vite writes where the page's nonce goes (client/vite.config.ts `html.cspNonce`); replaced per response. */
export const NONCE_PLACEHOLDER = '__SIKKA_CSP_NONCE__';

const nonces = new WeakMap<ServerResponse, string>();

/** This response's style nonce: the one its Content-Security-Policy names. */
export function styleNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

interface SecurityHeaderSettings {
  production: boolean;
  /** The origins browsers load the app from: their websockets (ws:, wss:) are the only other connections. */
  allowedOrigins: readonly string[];
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * Sets the headers on a response, then calls `next` (at once: nothing in it waits). A tRPC answer is JSON, never a
 * document: its policy allows nothing at all, and needs no nonce (so none is made on the calls' hot path).
 */
export function securityHeaders(settings: SecurityHeaderSettings): Middleware {
  const page = pageHeaders(settings);
  const data = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    ...COMMON,
    strictTransportSecurity: hsts(settings.production),
  });
  return (request, response, next) =>
    (request.url?.startsWith('/trpc/') ? data : page)(request, response, next);
}

const COMMON = {
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
} as const;

// Browsers honour it only over HTTPS, where production is served; never pinned to a developer's localhost.
const hsts = (production: boolean) => (production ? { maxAge: 31_536_000, includeSubDomains: true } : false);

function pageHeaders({ production, allowedOrigins }: SecurityHeaderSettings): Middleware {
  const websockets = allowedOrigins.map((origin) => origin.replace(/^http/, 'ws'));
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Only our own files: no inline script, no eval. The ALTCHA workers are files of ours too.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        workerSrc: ["'self'"],
        // Our stylesheets, and <style> elements that carry the page's nonce (Radix's scroll lock adds one).
        // Inline style *attributes* stay refused; React and Radix set styles through the DOM, which CSP allows.
        styleSrc: ["'self'", (_request, response) => `'nonce-${styleNonce(response)}'`],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...websockets],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    ...COMMON,
    strictTransportSecurity: hsts(production),
  });
}
