// BFF entry point: parse the environment, build, listen, serve metrics on their own port, and shut down
// gracefully on SIGTERM (readiness off, new connections refused, in-flight work and websockets finished).
import { createServer } from 'node:http';
import { ConfigError } from '@sikka/shared/config/env';
import { buildApp } from './app.ts';
import { loadServerConfig } from './config.ts';

let config: ReturnType<typeof loadServerConfig>;
try {
  config = loadServerConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`server: ${error.message}`);
    process.exit(2);
  }
  throw error;
}

const app = buildApp(config);
await app.listen({ host: config.HOST, port: config.PORT });

const metricsServer =
  config.METRICS_PORT === 0
    ? null
    : createServer((request, response) => {
        if (request.url !== '/metrics') {
          response.writeHead(404).end();
          return;
        }
        app.metrics.text().then(
          (text) => response.writeHead(200, { 'content-type': app.metrics.contentType }).end(text),
          () => response.writeHead(500).end(),
        );
      })
        .on('error', (error) =>
          app.log.error({ err: error }, 'metrics server failed; metrics are unavailable'),
        )
        .listen(config.METRICS_PORT, config.METRICS_HOST);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // Past the bound, exit anyway: a stuck request must not keep a deploy waiting forever.
  setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS).unref();
  app.draining = true;
  if (config.SHUTDOWN_DRAIN_MS > 0)
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
  // close(): refuses new connections (503 to requests on kept-alive ones), tells websocket clients to reconnect,
  // waits for in-flight requests, then closes the upstream stream, the provider pool and Redis.
  await app.close();
  metricsServer?.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(signal));
