// The fan-out benchmark's baseline: a bare `ws` server that relays each upstream event, as the bytes it came in,
// to every connected client, with no per-subscriber work at all (no envelope, no checks, no queue). It takes
// the same path as the BFF (publisher → this process → clients), so the difference is the BFF's own cost.
// Env: PORT, UPSTREAM_URL (the publisher's ws://…/stream), CHANNEL (default prices).
import { createServer } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';

const port = Number(process.env.PORT);
const upstreamUrl = process.env.UPSTREAM_URL ?? '';
const channel = process.env.CHANNEL ?? 'prices';

const server = createServer((request, response) => {
  response.writeHead(request.url === '/healthz' ? 200 : 404, { 'content-type': 'application/json' });
  response.end('{}');
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });

const upstream = new WebSocket(upstreamUrl, { perMessageDeflate: false });
upstream.on('open', () => upstream.send(JSON.stringify({ event: 'subscribe', channel })));
upstream.on('message', (data: Buffer) => {
  // Channel events are {"channel":…}; the connect and subscribe answers are {"event":…}.
  if (data[2] !== 0x63 /* c */) return;
  for (const client of wss.clients) client.send(data, { binary: false });
});
let stopping = false;
// Without the publisher there is nothing to relay.
upstream.on('close', () => {
  if (!stopping) process.exit(1);
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    for (const client of wss.clients) client.terminate();
    upstream.terminate();
    server.close(() => process.exit(0));
  });
}
