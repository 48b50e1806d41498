import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningFirebase, startFirebase } from '@sikka/tests/support/firebase';
import { until } from '@sikka/tests/support/until';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../app.ts';
import type { AppRouter } from '../appRouter.ts';
import { loadServerConfig } from '../config.ts';
import { MAINTENANCE_OFF, type MaintenanceState, maintenanceStateOf } from './maintenanceSource.ts';

describe('§3 maintenance config → the state browsers get', () => {
  it.each<[unknown, boolean]>([
    [{ is_site_under_maintenance: 1 }, true],
    [{ is_site_under_maintenance: '1' }, true],
    [{ is_site_under_maintenance: 0 }, false],
    [{ is_site_under_maintenance: '0' }, false],
    [{ is_site_under_maintenance: 2 }, false],
    [{}, false],
    [null, false],
  ])('§3 flag %j means on: %s', (node, on) => {
    expect(maintenanceStateOf(node).state.on).toBe(on);
  });

  it('carries the §3 texts and only a safe image address', () => {
    const { state } = maintenanceStateOf({
      is_site_under_maintenance: 1,
      data: {
        title: ' Back soon ',
        sub_title: 'Upgrading',
        content: 'An hour',
        image_url: 'javascript:alert(1)',
      },
    });
    expect(state).toEqual({
      on: true,
      title: 'Back soon',
      subTitle: 'Upgrading',
      content: 'An hour',
      imageUrl: null,
    });
    const https = maintenanceStateOf({
      is_site_under_maintenance: 1,
      data: { image_url: 'https://x.example/a.png' },
    });
    expect(https.state.imageUrl).toBe('https://x.example/a.png');
  });

  it('a malformed node is off (a typo in the console must not close the site)', () => {
    expect(maintenanceStateOf('nonsense')).toEqual({ state: MAINTENANCE_OFF, valid: false });
  });
});

interface Bff {
  app: FastifyInstance;
  client: ReturnType<typeof createTRPCClient<AppRouter>>;
  close(): Promise<void>;
}

async function startBff(env: Record<string, string>): Promise<Bff> {
  const app = buildApp(
    loadServerConfig({
      PROVIDER_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'silent',
      CLIENT_DIST: '/nonexistent',
      ...env,
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const ws = createWSClient({ url: `ws://127.0.0.1:${port}/trpc`, WebSocket: WebSocket as never });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] });
  return {
    app,
    client,
    async close() {
      await ws.close();
      await app.close();
    },
  };
}

/** Subscribes and records every state, with the time it arrived. */
function record(bff: Bff) {
  const seen: Array<{ state: MaintenanceState; at: number }> = [];
  const subscription = bff.client.system.onMaintenance.subscribe(undefined, {
    onData: (state) => seen.push({ state, at: Date.now() }),
  });
  return { seen, stop: () => subscription.unsubscribe() };
}

describe('§3 maintenance: the local maintenance file, pushed to browsers by subscription within a second', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sikka-maintenance-'));
  const file = join(dir, 'maintenance.json');
  let bff: Bff;
  afterEach(async () => bff?.close());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('switching the file on and off reaches a subscriber without a restart', async () => {
    writeFileSync(file, JSON.stringify({ is_site_under_maintenance: 0 }));
    bff = await startBff({ MAINTENANCE_FILE: file });
    const { seen, stop } = record(bff);
    await until(() => seen[0]);
    expect(seen[0]?.state.on).toBe(false);

    const switchedAt = Date.now();
    writeFileSync(file, JSON.stringify({ is_site_under_maintenance: '1', data: { title: 'Back at 6' } }));
    const on = await until(() => seen.find((s) => s.state.on));
    expect(on.state.title).toBe('Back at 6');
    expect(on.at - switchedAt).toBeLessThan(1_000);

    writeFileSync(file, JSON.stringify({ is_site_under_maintenance: 0 }));
    await until(() => seen.at(-1)?.state.on === false);
    stop();
  });

  it('a missing file means off', async () => {
    bff = await startBff({ MAINTENANCE_FILE: join(dir, 'absent.json') });
    const { seen, stop } = record(bff);
    expect((await until(() => seen[0])).state.on).toBe(false);
    stop();
  });
});

describe('§3 maintenance: the Firebase Realtime Database node through firebase-admin (firebase-server offline)', () => {
  let firebase: RunningFirebase;
  let bff: Bff;
  const path = 'system-configuration/health-check';
  beforeAll(async () => {
    firebase = await startFirebase({
      'system-configuration': { 'health-check': { is_site_under_maintenance: 0 } },
    });
  });
  afterAll(async () => {
    await bff?.close();
    await firebase?.stop();
  });

  it('a REST write of the flag shows and hides maintenance for a subscriber', async () => {
    bff = await startBff({ FIREBASE_DATABASE_EMULATOR_HOST: firebase.host });
    const { seen, stop } = record(bff);
    await until(() => seen[0]);
    expect(seen[0]?.state.on).toBe(false);

    const switchedAt = Date.now();
    await firebase.put(path, { is_site_under_maintenance: 1, data: { sub_title: 'Nearly there' } });
    const on = await until(() => seen.find((s) => s.state.on));
    expect(on.state.subTitle).toBe('Nearly there');
    expect(on.at - switchedAt).toBeLessThan(1_000);

    await firebase.put(path, { is_site_under_maintenance: '0' });
    await until(() => seen.at(-1)?.state.on === false);
    stop();
  });
});

describe('the /trpc websocket (Origin checked, subscriptions only)', () => {
  let bff: Bff;
  let port: number;
  beforeAll(async () => {
    bff = await startBff({});
    const address = bff.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => bff?.close());

  function upgrade(headers: Record<string, string>): Promise<number> {
    return new Promise((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/trpc`, { headers });
      socket.once('open', () => {
        socket.close();
        resolve(101);
      });
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('error', () => {});
    });
  }

  it('refuses an upgrade from a foreign Origin and accepts our own', async () => {
    expect(await upgrade({ origin: 'https://evil.example' })).toBe(403);
    expect(await upgrade({ origin: `http://localhost:3000` })).toBe(101);
  });

  it('refuses queries and mutations over the socket', async () => {
    await expect(bff.client.system.maintenance.query()).rejects.toMatchObject({
      data: { code: 'METHOD_NOT_SUPPORTED' },
    });
  });
});
