// BFF entry point: parse the environment, build, listen.
import { ConfigError } from '@sikka/shared/config/env';
import { buildApp } from './app.ts';
import { loadServerConfig } from './config.ts';

try {
  const config = loadServerConfig();
  const app = buildApp(config);
  await app.listen({ host: config.HOST, port: config.PORT });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`server: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
