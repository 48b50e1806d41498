// The built client: its files (brotli or gzip, as the build compressed them, when the browser accepts it), and its
// page (index.html) for every other GET, with this response's style nonce where Vite left the placeholder
// (security/headers.ts), preload links for the code of the page the URL renders (clientPreloads.ts), and the §2
// authentication check's answer, so the page renders without asking for it first.
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { PageKind } from '@sikka/shared/routes/pageKind';
import { runsAuthCheck } from '@sikka/shared/routes/visibility';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preloadsByKind, type ViteManifest, viteManifestSchema, withPreloads } from './clientPreloads.ts';
import { NONCE_PLACEHOLDER, styleNonce } from './security/headers.ts';

/** The page and its preload links, read again when index.html changes (a rebuild while the BFF runs). */
function pageReader(clientDist: string) {
  let last: { html: string; preloads: Map<PageKind, string> } | undefined;
  return async (): Promise<{ html: string; preloads: Map<PageKind, string> }> => {
    const html = await readFile(join(clientDist, 'index.html'), 'utf8');
    if (last?.html === html) return last;
    // A build without a readable manifest gets no preload links, never an error.
    const manifest: ViteManifest = await readFile(join(clientDist, '.vite', 'manifest.json'), 'utf8').then(
      (text) => viteManifestSchema.parse(JSON.parse(text)),
      () => ({}),
    );
    last = { html, preloads: preloadsByKind(manifest, NONCE_PLACEHOLDER) };
    return last;
  };
}

/** The §2 authentication check's answer for this request (auth.session), or undefined when it cannot be had. */
type SessionAnswerOf = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The answer as a JSON data block the client reads (never run as script; `<` escaped so it cannot close the tag). */
async function sessionBlock(request: FastifyRequest, reply: FastifyReply, answerOf: SessionAnswerOf) {
  if (!runsAuthCheck(request.url.split('?', 1)[0] ?? '')) return '';
  try {
    const json = JSON.stringify(await answerOf(request, reply)).replaceAll('<', '\\u003c');
    return `<script type="application/json" id="sikka-session">${json}</script>`;
  } catch (error) {
    // The client asks again itself and shows the §2 error screen if that fails too.
    request.log.warn({ err: error }, 'authentication check for the page failed');
    return '';
  }
}

export function registerClientApp(
  app: FastifyInstance,
  clientDist: string,
  sessionAnswerOf: SessionAnswerOf,
): void {
  // index.html never goes out as a file: only through the page below, nonce filled in.
  app.register(fastifyStatic, {
    root: clientDist,
    wildcard: false,
    globIgnore: ['index.html', '.vite/**'],
    preCompressed: true,
    cacheControl: false,
    // A file under assets/ is named by its content's hash: it never changes, so it is cached for a year. Any other
    // (the favicon, robots.txt) is asked again each time, answered 304 while unchanged.
    setHeaders: (response, path) => {
      // The same path answers brotli, gzip or plain bytes: shared caches must key on what the client accepts.
      response.setHeader('vary', 'accept-encoding');
      response.setHeader(
        'cache-control',
        path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const readPage = pageReader(clientDist);
  // Every other GET is a client route (the client shows 'Page Not Found!' for unknown ones).
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not Found' });
    }
    // Read per page load (a few kB): a rebuild while the BFF runs is served at once.
    const { html, preloads } = await readPage();
    const session = await sessionBlock(request, reply, sessionAnswerOf);
    // A function as the replacement, so nothing in the inserted text is read as a `$` pattern.
    const page = withPreloads(html, preloads, request.url).replace('</head>', () => `${session}</head>`);
    // The page carries this visitor's session answer: never stored by a shared cache.
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .send(page.replaceAll(NONCE_PLACEHOLDER, styleNonce(reply.raw)));
  });
}
