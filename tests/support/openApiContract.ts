// Holds every answer of the public API to its OpenAPI document (docs/api.md): the operation must describe the status,
// and the body must match that status's schema (a download's, be of a media type it names). An unknown path must be
// the document's 404, a method the path does not serve its 405 with Allow. A test file swaps its fetch for
// checkedFetch and asserts no problem was found.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

interface Response {
  description: string;
  content?: Record<string, { schema: object }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, Response> }>>;
  components: { 'x-path-refusals': { NotFound: Response; MethodNotAllowed: Response } };
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const PREFIX = '/api/v1';

/** A checker of answers against the document: each call returns what is wrong with one answer, or null. */
export function answerChecker(document: OpenApiDocument) {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  const compiled = new Map<object, ValidateFunction>();
  const validate = (schema: object) => {
    let check = compiled.get(schema);
    if (!check) {
      check = ajv.compile(schema);
      compiled.set(schema, check);
    }
    return check;
  };
  const paths = Object.entries(document.paths).map(([template, methods]) => ({
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    methods,
  }));
  const refusals = document.components['x-path-refusals'];

  return (method: string, path: string, status: number, headers: Headers, text: string): string | null => {
    const where = `${method} ${path} answered ${status}`;
    const route = paths.find((candidate) => candidate.pattern.test(path));
    let described: Response | undefined;
    if (!route) {
      if (status !== 404) return `${where}: the document has no such path, so only its 404 may answer`;
      described = refusals.NotFound;
    } else {
      const operation = route.methods[method === 'HEAD' ? 'get' : method.toLowerCase()];
      // A CORS preflight of public market data (the document's description says it is answered).
      const preflight = method === 'OPTIONS' && route.methods.get?.security?.length === 0;
      if (preflight) return status === 204 && text === '' ? null : `${where}: a CORS preflight is a bare 204`;
      if (!operation) {
        if (status !== 405 || !headers.get('allow'))
          return `${where}: an undescribed method must be a 405 with Allow`;
        described = refusals.MethodNotAllowed;
      } else described = operation.responses[String(status)];
    }
    if (!described) return `${where}: the operation does not describe this status`;
    const schema = described.content?.['application/json']?.schema;
    if (method === 'HEAD') return null;
    // A download (Schedule VDA's CSV): a body of a media type the operation names.
    const type = (headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!schema && described.content && type !== 'application/json')
      return type in described.content ? null : `${where}: the document describes no ${type} body`;
    if (!schema) return text === '' ? null : `${where}: the document describes no body, and one came`;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `${where}: the body is not JSON: ${text.slice(0, 200)}`;
    }
    const check = validate(schema);
    return check(body) ? null : `${where}: ${ajv.errorsText(check.errors)} in ${text.slice(0, 500)}`;
  };
}

/**
 * A fetch that checks every answer of a BFF's /api/v1 (but its document and websocket) against the document that BFF
 * serves, recording what is wrong and refusing to hand such an answer on. Other addresses pass untouched.
 */
export function checkedFetch() {
  const plain = globalThis.fetch.bind(globalThis);
  const problems: string[] = [];
  const checkers = new Map<string, Promise<ReturnType<typeof answerChecker>>>();
  const checked = async (input: string | URL | Request, init?: RequestInit): Promise<globalThis.Response> => {
    const answer = await plain(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.pathname.startsWith(`${PREFIX}/`)) return answer;
    if (url.pathname === `${PREFIX}/openapi.json` || url.pathname === `${PREFIX}/ws`) return answer;
    let checker = checkers.get(url.origin);
    if (!checker) {
      checker = plain(`${url.origin}${PREFIX}/openapi.json`)
        .then((response) => response.json())
        .then((document) => answerChecker(document as OpenApiDocument));
      checkers.set(url.origin, checker);
    }
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const problem = (await checker)(
      method,
      url.pathname,
      answer.status,
      answer.headers,
      await answer.clone().text(),
    );
    if (problem) {
      problems.push(problem);
      throw new Error(`The answer breaks the OpenAPI document: ${problem}`);
    }
    return answer;
  };
  return { fetch: checked as typeof globalThis.fetch, problems };
}
