// The browsers' websocket keep-alive against real sockets: pings spread over the period a slot at a time, a
// connection that answers stays, one that neither answers nor speaks is cut after missing a whole period.
import type { AddressInfo } from 'node:net';
import { until } from '@sikka/tests/support/until';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { type Heartbeat, startHeartbeat } from './heartbeat.ts';

const SLOTS = 4;
let wss: WebSocketServer;
let heartbeat: Heartbeat;
const clients: WebSocket[] = [];

beforeEach(async () => {
  wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  heartbeat = startHeartbeat(wss, { periodMs: 1_000, slots: SLOTS, timer: false });
});
afterEach(async () => {
  heartbeat.stop();
  for (const client of clients.splice(0)) client.terminate();
  await new Promise((resolve) => wss.close(resolve));
});

/** A client that counts the pings it gets; `answers: false` turns off the pong a browser sends by itself. */
async function connect(answers = true) {
  const before = wss.clients.size;
  const ws = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, { autoPong: answers });
  clients.push(ws);
  const client = { ws, pings: 0, closed: false };
  ws.on('ping', () => {
    client.pings += 1;
  });
  ws.on('close', () => {
    client.closed = true;
  });
  await new Promise((resolve) => ws.once('open', resolve));
  await until(() => wss.clients.size === before + 1);
  return client;
}

/** Lets the pings and pongs of a tick cross the loopback. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('websocket keep-alive: each connection pinged once per period, a slot at a time, the silent cut', () => {
  it('pings one slot per tick, so connections that arrived together are pinged a few at a time', async () => {
    const together = [];
    for (let i = 0; i < 8; i++) together.push(await connect());
    heartbeat.tick();
    await settle();
    expect(together.filter((client) => client.pings === 1)).toHaveLength(8 / SLOTS);
    for (let i = 1; i < SLOTS; i++) heartbeat.tick();
    await settle();
    // A whole period later, each was pinged exactly once.
    expect(together.map((client) => client.pings)).toEqual(Array(8).fill(1));
  });

  it('keeps a connection that answers its pings, round after round', async () => {
    const client = await connect();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < SLOTS; i++) heartbeat.tick();
      await settle();
    }
    expect(client.pings).toBe(3);
    expect(client.closed).toBe(false);
  });

  it('keeps a connection that does not answer pings but sends messages', async () => {
    const client = await connect(false);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < SLOTS; i++) heartbeat.tick();
      await settle();
      client.ws.send('{"id":1,"method":"subscription.stop"}');
      await settle();
    }
    expect(client.closed).toBe(false);
  });

  it('cuts a connection that neither answers nor speaks for a whole period', async () => {
    const silent = await connect(false);
    const alive = await connect();
    for (let i = 0; i < SLOTS; i++) heartbeat.tick();
    await settle();
    expect(silent.pings).toBe(1);
    expect(silent.closed).toBe(false);
    for (let i = 0; i < SLOTS; i++) heartbeat.tick();
    await until(() => silent.closed);
    expect(alive.closed).toBe(false);
    expect(wss.clients.size).toBe(1);
  });
});
