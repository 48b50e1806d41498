// A Realtime Database protocol server that runs offline (firebase-server), for tests of the Firebase
// maintenance path. Its name must be host:port, and setAuthSecret('owner') lets firebase-admin in.
import { createRequire } from 'node:module';
import { freePort } from './processes.ts';

const require = createRequire(import.meta.url);

interface FirebaseServerInstance {
  setAuthSecret(secret: string): void;
  close(callback?: () => void): Promise<void>;
}
type FirebaseServerClass = new (
  options: { port: number; address?: string; rest?: boolean },
  name: string,
  data: unknown,
) => FirebaseServerInstance;

export interface RunningFirebase {
  /** host:port, for FIREBASE_DATABASE_EMULATOR_HOST. */
  host: string;
  /** Writes a node the way an operator's REST call does: PUT /<path>.json. */
  put(path: string, value: unknown): Promise<void>;
  stop(): Promise<void>;
}

export async function startFirebase(data: unknown = null): Promise<RunningFirebase> {
  const FirebaseServer = require('firebase-server') as FirebaseServerClass;
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  const server = new FirebaseServer({ port, address: '127.0.0.1', rest: true }, host, data);
  server.setAuthSecret('owner');
  return {
    host,
    async put(path, value) {
      const response = await fetch(`http://${host}/${path}.json`, {
        method: 'PUT',
        body: JSON.stringify(value),
      });
      if (!response.ok) throw new Error(`firebase-server PUT ${path} answered ${response.status}`);
    },
    stop: () => server.close(),
  };
}
