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

export interface SecurityHeaderSettings {
  production: boolean;
  /** The origins browsers load the app from: their websockets (ws:, wss:) are the only other connections. */
  allowedOrigins: readonly string[];
}

/** Sets the headers on a response, then calls `next` (at once: nothing in it waits). */
export function securityHeaders({
  production,
  allowedOrigins,
}: SecurityHeaderSettings): (request: IncomingMessage, response: ServerResponse, next: () => void) => void {
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
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Browsers honour it only over HTTPS, where production is served; never pinned to a developer's localhost.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
