// A provider process that can be stopped and started again on the same port and database, as a crash or a
// deploy would do it: the BFF in front keeps its PROVIDER_URL and must heal by itself (every journey's provider).
import { rmSync } from 'node:fs';
import { freshDatabase } from './postgres.ts';
import { freePort, type RunningProcess, startProvider, temporaryDocumentDir } from './processes.ts';

export interface RestartableProvider {
  /** http://127.0.0.1:<port>, the same across restarts. */
  url: string;
  port: number;
  /** The current process's output. */
  output: () => string;
  /** Stops the process (SIGTERM), runs `whileDown`, then starts a new one on the same port and database. */
  restart(options?: { whileDown?: () => Promise<void> }): Promise<void>;
  /** Stops the process and drops the database. */
  close(): Promise<void>;
}

export async function startRestartableProvider(
  env: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<RestartableProvider> {
  const database = await freshDatabase();
  const port = options.port ?? (await freePort());
  // The same documents directory across restarts, as the same database.
  const documents = temporaryDocumentDir();
  const settings = { DOCUMENT_DIR: documents, ...env, DATABASE_URL: database.url };
  let running: RunningProcess = await startProvider(settings, { port }).catch(async (error: unknown) => {
    await database.drop();
    rmSync(documents, { recursive: true, force: true });
    throw error;
  });
  return {
    url: running.url,
    port,
    output: () => running.output(),
    async restart({ whileDown } = {}) {
      await running.stop();
      await whileDown?.();
      running = await startProvider(settings, { port });
    },
    async close() {
      await running.stop();
      await database.drop();
      rmSync(documents, { recursive: true, force: true });
    },
  };
}
