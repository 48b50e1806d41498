// Provider entry point: parse the environment, build, listen.
import { ConfigError } from '@sikka/shared/config/env';
import { buildProvider } from './app.ts';
import { loadProviderConfig } from './config.ts';

try {
  const config = loadProviderConfig();
  const app = buildProvider(config);
  await app.listen({ host: config.PROVIDER_HOST, port: config.PROVIDER_PORT });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`provider: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
