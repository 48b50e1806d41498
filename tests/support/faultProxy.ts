// An HTTP proxy to put between the BFF and the provider that misbehaves on request: for the next calls matching a
// method and path it delays them, or forwards them and then loses the answer — a reset, a 5xx of its own (as a
// load balancer's), or a hang. Everything else passes through untouched, websocket upgrades (the provider's stream)
// included. Listens on 127.0.0.1, a free port.
import { Agent, createServer, type IncomingMessage, request as upstreamRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';

export type Fault =
  /** Forward after `ms`. */
  | { kind: 'delay'; ms: number }
  /** Forward, let the upstream answer, then cut the connection to the caller. */
  | { kind: 'reset-after' }
  /** Forward, let the upstream answer, then answer `status` (an HTML page) instead. */
  | { kind: 'status-after'; status: number }
  /** Forward, let the upstream answer, then never answer the caller (until the proxy closes). */
  | { kind: 'hang-after' };

export interface FaultRule {
  method: string;
  path: string;
  fault: Fault;
  /** How many matching calls it applies to; then it is spent. */
  times: number;
}

export interface FaultProxy {
  url: string;
  /** Adds a rule for the next calls to `method path` (the path without its query string). */
  inject(method: string, path: string, fault: Fault, times?: number): void;
  /** Calls that matched a rule, as `METHOD path fault-kind`, in order. */
  faulted: string[];
  close(): Promise<void>;
}

export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true });
  const rules: FaultRule[] = [];
  const faulted: string[] = [];
  const hung = new Set<IncomingMessage>();

  const server = createServer(async (incoming, outgoing) => {
    const path = (incoming.url ?? '/').split('?')[0] as string;
    const rule = rules.find((r) => r.times > 0 && r.method === incoming.method && r.path === path);
    if (rule) {
      rule.times -= 1;
      faulted.push(`${incoming.method} ${path} ${rule.fault.kind}`);
    }
    const fault = rule?.fault;
    // The whole request first, as a buffering proxy does: a delayed one still arrives whole if its caller left.
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    if (fault?.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    const loseAnswer =
      fault?.kind === 'reset-after' || fault?.kind === 'status-after' || fault?.kind === 'hang-after';
    const proxied = upstreamRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        if (!loseAnswer) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        // The upstream acted and answered; the caller never learns what.
        answer.resume();
        answer.once('end', () => {
          if (fault?.kind === 'reset-after') incoming.socket.destroy();
          else if (fault?.kind === 'status-after') {
            outgoing.writeHead(fault.status, { 'content-type': 'text/html' });
            outgoing.end(`<html><body><h1>${fault.status}</h1>upstream trouble</body></html>`);
          } else hung.add(incoming);
        });
      },
    );
    proxied.on('error', () => incoming.socket.destroy());
    proxied.end(Buffer.concat(chunks));
  });
  // A websocket upgrade is passed on as bytes both ways.
  server.on('upgrade', (incoming, socket, head) => {
    const upstreamSocket = connect(Number(target.port), target.hostname, () => {
      const headers = Object.entries(incoming.headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}`),
      );
      upstreamSocket.write(`${incoming.method} ${incoming.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
    });
    const cut = () => {
      socket.destroy();
      upstreamSocket.destroy();
    };
    upstreamSocket.on('error', cut);
    socket.on('error', cut);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    faulted,
    inject(method, path, fault, times = 1) {
      rules.push({ method, path, fault, times });
    },
    async close() {
      for (const request of hung) request.socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
