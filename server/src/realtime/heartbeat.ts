// Keep-alive for the browsers' websockets. Each connection is sent a protocol-level ping (which a browser answers
// by itself) once per period, and one that has not answered its previous ping, nor sent anything since, is cut.
// Connections take turns in a ring of slots, a slot per tick, so that connections that arrived together (after a
// restart) are never pinged in one burst (docs/benchmarks.md, "Fifth fix").
import type { WebSocket, WebSocketServer } from 'ws';

interface HeartbeatOptions {
  /** How often each connection is pinged; one that misses a whole period is cut. */
  periodMs: number;
  /** Ticks per period, each pinging one slot's connections. */
  slots: number;
  /** false: no timer, the caller ticks (tests). */
  timer?: boolean;
}

const HEARTBEAT_DEFAULTS: HeartbeatOptions = { periodMs: 30_000, slots: 300 };

export interface Heartbeat {
  /** Pings the next slot's connections, cutting those that did not answer the last round. */
  tick(): void;
  stop(): void;
}

export function startHeartbeat(
  wss: WebSocketServer,
  options: HeartbeatOptions = HEARTBEAT_DEFAULTS,
): Heartbeat {
  const ring: Set<WebSocket>[] = Array.from({ length: options.slots }, () => new Set());
  /** Pinged and not heard from since. */
  const waiting = new Set<WebSocket>();
  /** The slot the next connection joins, and the slot the next tick pings. */
  let joinAt = 0;
  let due = 0;

  const onConnection = (ws: WebSocket) => {
    const slot = ring[joinAt] as Set<WebSocket>;
    joinAt = (joinAt + 1) % ring.length;
    slot.add(ws);
    const heard = () => waiting.delete(ws);
    ws.on('pong', heard);
    ws.on('message', heard);
    ws.once('close', () => {
      slot.delete(ws);
      waiting.delete(ws);
    });
  };
  wss.on('connection', onConnection);

  const tick = () => {
    for (const ws of ring[due] as Set<WebSocket>) {
      if (waiting.has(ws)) {
        ws.terminate();
        continue;
      }
      if (ws.readyState !== ws.OPEN) continue;
      waiting.add(ws);
      ws.ping();
    }
    due = (due + 1) % ring.length;
  };
  const timer = options.timer === false ? null : setInterval(tick, options.periodMs / options.slots);
  timer?.unref();
  return {
    tick,
    stop() {
      if (timer) clearInterval(timer);
      wss.off('connection', onConnection);
    },
  };
}
