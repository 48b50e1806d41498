// The maintenance flag at scale: the system-configuration node of Firebase Realtime Database, through firebase-admin.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import type { MaintenanceHub } from './maintenanceSource.ts';

interface FirebaseMaintenanceOptions {
  databaseUrl: string;
  /** The §3 node, e.g. 'system-configuration/health-check'. */
  path: string;
}

/**
 * Listens to the node with `on('value')`: firebase-admin delivers the current value and every later change
 * over its own connection and reconnects by itself. Credentials come from the environment
 * (GOOGLE_APPLICATION_CREDENTIALS); with FIREBASE_DATABASE_EMULATOR_HOST set none are needed.
 * Resolves with the function that stops listening.
 */
export async function watchFirebaseMaintenance(
  hub: MaintenanceHub,
  options: FirebaseMaintenanceOptions,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  // A named app per BFF instance, so tests can build several in one process.
  const app = initializeApp({ databaseURL: options.databaseUrl }, `sikka-maintenance-${randomUUID()}`);
  const ref = getDatabase(app).ref(options.path);
  ref.on(
    'value',
    (snapshot) => hub.update(snapshot.val()),
    (error: Error) => log.error({ err: error }, 'maintenance node listener failed'),
  );
  return async () => {
    ref.off();
    await deleteApp(app);
  };
}
