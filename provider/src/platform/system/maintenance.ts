// The provider's own maintenance switch (docs/architecture.md "provider admin call"): while on, every API call answers the
// §4/§8 503 with the maintenance flag, so the browser shows the maintenance screen with the operator's message.

import { type MaintenanceSetting, maintenanceSettingSchema } from '@sikka/shared/system/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';

const MAINTENANCE_KEY = 'maintenance';
const DEFAULT_MESSAGE = 'We are upgrading our platform. Please try again in a little while.';
/** Several provider processes share the database: each re-reads the switch at most this often. */
const CACHE_MS = 1_000;

/** Routes that answer during maintenance: health for the balancer, the operator's to switch it off, dev fixtures. */
const ALWAYS_OPEN = /^\/(healthz|readyz|admin\/|dev\/)/;

export class MaintenanceSwitch {
  #cached: { at: number; setting: MaintenanceSetting } | null = null;

  constructor(private readonly db: Database) {}

  async current(): Promise<MaintenanceSetting> {
    if (this.#cached && Date.now() - this.#cached.at < CACHE_MS) return this.#cached.setting;
    const row = await this.db
      .selectFrom('system_settings')
      .select('value')
      .where('key', '=', MAINTENANCE_KEY)
      .executeTakeFirst();
    const parsed = maintenanceSettingSchema.safeParse(row?.value);
    const setting = parsed.success ? parsed.data : { on: false };
    this.#cached = { at: Date.now(), setting };
    return setting;
  }

  async set(setting: MaintenanceSetting): Promise<void> {
    const value = JSON.stringify(setting);
    await this.db
      .insertInto('system_settings')
      .values({ key: MAINTENANCE_KEY, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: new Date() }))
      .execute();
    this.#cached = { at: Date.now(), setting };
  }

  /** Refuses every call but the always-open ones while maintenance is on. */
  install(app: FastifyInstance): void {
    app.addHook('onRequest', async (request: FastifyRequest) => {
      // Decided by the route the router matched, never by the URL's text (which has many spellings).
      const route = request.routeOptions.url;
      if (route !== undefined && ALWAYS_OPEN.test(route)) return;
      const setting = await this.current();
      if (!setting.on) return;
      const error = { maintenance: true, status_code: 503, message: setting.message ?? DEFAULT_MESSAGE };
      // §7: the session check's failure body carries its error as JSON in a message field.
      const body = route === '/auth/session' ? { message: JSON.stringify({ error }) } : { error };
      throw new HttpError(503, body, { 'retry-after': '60' });
    });
  }
}
