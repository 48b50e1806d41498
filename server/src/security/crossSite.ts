// Cross-site request refusal for /trpc: a static custom header (forces a CORS preflight) and an allowed Origin.
import type { IncomingHttpHeaders } from 'node:http';

export const CLIENT_HEADER = 'x-sikka-client';
const CLIENT_HEADER_VALUE = 'web';

type CrossSiteVerdict = { ok: true } | { ok: false; reason: string };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/** Origin, when sent, must be one we serve; a browser sends it on every cross-site and every POST request. */
function checkOrigin(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): CrossSiteVerdict {
  const origin = headers.origin;
  if (origin === undefined) return { ok: true };
  return single(origin) !== undefined && allowedOrigins.includes(origin)
    ? { ok: true }
    : { ok: false, reason: 'origin not allowed' };
}

/** An HTTP call to /trpc: our client always sends the custom header, which no cross-site form or simple request can. */
export function checkTrpcRequest(
  headers: IncomingHttpHeaders,
  allowedOrigins: readonly string[],
): CrossSiteVerdict {
  if (single(headers[CLIENT_HEADER]) !== CLIENT_HEADER_VALUE) {
    return { ok: false, reason: `missing ${CLIENT_HEADER} header` };
  }
  return checkOrigin(headers, allowedOrigins);
}

/**
 * A websocket upgrade on /trpc (trpcSocket.ts checks it before the upgrade). A browser's
 * WebSocket cannot set custom headers but always sends Origin, so Origin alone decides; a request
 * without one is not a browser's and so carries no victim's cookie.
 */
export function checkUpgradeRequest(
  headers: IncomingHttpHeaders,
  allowedOrigins: readonly string[],
): CrossSiteVerdict {
  return checkOrigin(headers, allowedOrigins);
}
