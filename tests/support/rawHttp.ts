// One HTTP/1.1 request written byte for byte on a TCP socket, so a test can send a request line no HTTP client would
// (percent-encoded letters, dot segments, doubled slashes) and read the status the server answered.
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

/** Sends `method target` to `baseUrl`'s host and port exactly as written, with an optional JSON body. */
export function rawRequest(
  baseUrl: string,
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const body = options.body === undefined ? '' : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    host: `${hostname}:${port}`,
    connection: 'close',
    ...(body
      ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
      : {}),
    ...options.headers,
  };
  const head = [`${method} ${target} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${method} ${target}`)));
    socket.on('connect', () => socket.write(`${head.join('\r\n')}\r\n\r\n${body}`));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers = '', rest = ''] = text.split('\r\n\r\n', 2);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0);
      resolve({ status, headers, body: rest });
    });
  });
}
