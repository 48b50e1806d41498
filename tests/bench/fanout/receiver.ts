// A load-client process of the fan-out benchmark (forked by fanout.bench.ts): opens websocket clients in
// batches, subscribes each to a channel over tRPC (market.onPrices unless told another) (or just listens, for the bare relay), and notes when
// every event arrived, so the parent can turn receipt times into delays from the publisher's clock.
// It does as little per message as it can, so that it is not the bottleneck it measures: a minimal websocket
// client on a raw TCP socket (the RFC 6455 handshake, unmasked server frames parsed straight from each read, no
// per-message objects or events) and no JSON parse (the seq is read from the bytes).
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import type { ReceiverCommand, ReceiverResult, ReceiverStatus } from './protocol.ts';
import { HISTOGRAM_BUCKETS, histogramBucket } from './protocol.ts';

// What a browser's tRPC wsLink sends (see @trpc/client wsLink: { id, method, params: { input, path, lastEventId } }).
const subscribe = (id: number, subscription: Subscription) =>
  JSON.stringify({ id, method: 'subscription', params: subscription });

/** The tRPC subscription every client of a connect command makes. */
interface Subscription {
  path: string;
  input?: unknown;
}
const SEQ = Buffer.from('"seq":');
const SNAPSHOT = Buffer.from('"type":"snapshot"');
const INTERRUPTED = Buffer.from('"type":"interrupted"');
const ERROR = Buffer.from('"error":');

const now = () => performance.timeOrigin + performance.now();

const sockets: Socket[] = [];
/** 1 while a client's websocket is open. */
let isOpen = new Uint8Array(0);
let lastSeq = new Int32Array(0);
let opened = 0;
let failed = 0;
let closed = 0;
let ready = 0;
const closeCodes: Record<string, number> = {};
let gaps = 0;
let updates = 0;
let stale = 0;
let resnapshots = 0;
let interrupted = 0;
let errors = 0;
let firstError: string | null = null;

// Receipts while recording: seq and time, in growable typed arrays.
let recording = false;
let recordFrom = 0;
let count = 0;
let seqs = new Int32Array(1 << 16);
let times = new Float64Array(1 << 16);

function record(seq: number, at: number): void {
  if (count === seqs.length) {
    const moreSeqs = new Int32Array(seqs.length * 2);
    moreSeqs.set(seqs);
    seqs = moreSeqs;
    const moreTimes = new Float64Array(times.length * 2);
    moreTimes.set(times);
    times = moreTimes;
  }
  seqs[count] = seq;
  times[count] = at;
  count += 1;
}

function readSeq(data: Buffer, at: number): number {
  let seq = 0;
  for (let i = at; i < data.length; i++) {
    const c = data[i] as number;
    if (c < 48 || c > 57) break;
    seq = seq * 10 + c - 48;
  }
  return seq;
}

function onMessage(index: number, socket: Socket, data: Buffer, trpc: boolean, at: number): void {
  const seqAt = data.indexOf(SEQ);
  if (seqAt < 0) {
    if (data.length === 4 && data.toString() === 'PING')
      socket.write(clientFrame(OPCODE.text, Buffer.from('PONG'))); // tRPC keep-alive
    else if (data.indexOf(INTERRUPTED) >= 0) interrupted += 1;
    else if (data.indexOf(ERROR) >= 0) {
      errors += 1;
      firstError ??= data.toString().slice(0, 300);
    }
    return;
  }
  const seq = readSeq(data, seqAt + SEQ.length);
  const previous = lastSeq[index] as number;
  if (trpc && data.lastIndexOf(SNAPSHOT, seqAt) >= 0) {
    // A snapshot is the state to start from, not a delivery of a published event.
    if (previous < 0) ready += 1;
    else resnapshots += 1;
    lastSeq[index] = seq;
    return;
  }
  if (previous < 0) {
    // The bare relay sends no snapshot: a client starts from the first event it sees.
    ready += 1;
  } else if (seq <= previous) {
    stale += 1;
    return;
  } else if (seq !== previous + 1) {
    gaps += seq - previous - 1;
  }
  lastSeq[index] = seq;
  updates += 1;
  if (recording && seq >= recordFrom) record(seq, at);
}

const OPCODE = { text: 0x1, close: 0x8, ping: 0x9, pong: 0xa } as const;

/** A client frame: final, masked as RFC 6455 requires of clients (with a zero key: the bytes stay as they are). */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x80 | opcode, 0x80 | length, 0, 0, 0, 0])
      : Buffer.from([0x80 | opcode, 0x80 | 126, length >> 8, length & 0xff, 0, 0, 0, 0]);
  return Buffer.concat([header, payload]);
}

const HEADERS_END = Buffer.from('\r\n\r\n');

/** `id`: the tRPC subscription id to subscribe with; null for the bare relay, which needs no subscription. */
function open(url: string, index: number, id: number | null, subscription: Subscription): Promise<void> {
  const trpc = id !== null;
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve) => {
    let handshaken = false;
    let pending: Buffer | null = null;
    let closeCode = 1006;
    const socket = connect({ host: hostname, port: Number(port), noDelay: true });
    sockets[index] = socket;
    const fail = (reason: string) => {
      if (handshaken) return;
      failed += 1;
      firstError ??= `connect: ${reason}`;
      socket.destroy();
      resolve();
    };
    const timer = setTimeout(() => fail('no handshake within 60 s'), 60_000);
    socket.once('connect', () => {
      const key = randomBytes(16).toString('base64');
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    socket.on('data', (chunk: Buffer) => {
      const at = now();
      let data = pending ? Buffer.concat([pending, chunk]) : chunk;
      pending = null;
      if (!handshaken) {
        const end = data.indexOf(HEADERS_END);
        if (end < 0) {
          pending = data;
          return;
        }
        if (!data.subarray(0, 12).toString().startsWith('HTTP/1.1 101')) {
          return fail(data.subarray(0, data.indexOf('\r\n')).toString());
        }
        clearTimeout(timer);
        handshaken = true;
        isOpen[index] = 1;
        opened += 1;
        if (id !== null) socket.write(clientFrame(OPCODE.text, Buffer.from(subscribe(id, subscription))));
        resolve();
        data = data.subarray(end + HEADERS_END.length);
      }
      let offset = 0;
      while (data.length - offset >= 2) {
        const opcode = (data[offset] as number) & 0x0f;
        let length = (data[offset + 1] as number) & 0x7f;
        let start = offset + 2;
        if (length === 126) {
          if (data.length - offset < 4) break;
          length = data.readUInt16BE(offset + 2);
          start = offset + 4;
        } else if (length === 127) {
          if (data.length - offset < 10) break;
          length = Number(data.readBigUInt64BE(offset + 2));
          start = offset + 10;
        }
        if (data.length < start + length) break;
        const payload = data.subarray(start, start + length);
        offset = start + length;
        if (opcode === OPCODE.text) onMessage(index, socket, payload, trpc, at);
        else if (opcode === OPCODE.ping) socket.write(clientFrame(OPCODE.pong, payload));
        else if (opcode === OPCODE.close) {
          closeCode = payload.length >= 2 ? payload.readUInt16BE(0) : 1005;
          socket.end(clientFrame(OPCODE.close, payload.subarray(0, 2)));
        }
      }
      if (offset < data.length) pending = data.subarray(offset);
    });
    socket.on('error', (error) => fail(error.message));
    socket.on('close', () => {
      clearTimeout(timer);
      if (!handshaken) return fail('closed before the handshake');
      if (!isOpen[index]) return;
      isOpen[index] = 0;
      closed += 1;
      closeCodes[closeCode] = (closeCodes[closeCode] ?? 0) + 1;
    });
  });
}

function status(): ReceiverStatus {
  let minSeq = Number.POSITIVE_INFINITY;
  for (let i = 0; i < sockets.length; i++) {
    if (isOpen[i]) minSeq = Math.min(minSeq, lastSeq[i] as number);
  }
  return {
    type: 'status',
    opened,
    failed,
    closed,
    ready,
    minSeq: Number.isFinite(minSeq) ? minSeq : -1,
    updates,
  };
}

function result(from: number, to: number, publishedAt: Float64Array): ReceiverResult {
  const histogram = new Uint32Array(HISTOGRAM_BUCKETS);
  let received = 0;
  let negative = 0;
  let max = 0;
  for (let i = 0; i < count; i++) {
    const seq = seqs[i] as number;
    if (seq < from || seq > to) continue;
    received += 1;
    let delay = (times[i] as number) - (publishedAt[seq - from] as number);
    if (delay < 0) {
      negative += 1;
      delay = 0;
    }
    if (delay > max) max = delay;
    (histogram[histogramBucket(delay)] as number) += 1;
  }
  let pending = 0;
  for (let i = 0; i < sockets.length; i++) {
    if (isOpen[i]) pending += Math.max(0, to - Math.max(lastSeq[i] as number, from - 1));
  }
  return {
    type: 'result',
    received,
    pending,
    histogram,
    max,
    negative,
    gaps,
    stale,
    resnapshots,
    interrupted,
    errors,
    firstError,
    closed,
    closeCodes,
    open: isOpen.reduce((sum, flag) => sum + flag, 0),
  };
}

const send = (message: ReceiverStatus | ReceiverResult | { type: 'connected' }) => process.send?.(message);

process.on('message', async (command: ReceiverCommand) => {
  switch (command.cmd) {
    case 'connect': {
      const start = sockets.length;
      const grown = new Int32Array(start + command.count).fill(-1);
      grown.set(lastSeq);
      lastSeq = grown;
      const grownOpen = new Uint8Array(start + command.count);
      grownOpen.set(isOpen);
      isOpen = grownOpen;
      const trpc = command.mode === 'trpc';
      const subscription: Subscription = {
        path: command.path ?? 'market.onPrices',
        ...(command.input === undefined ? {} : { input: command.input }),
      };
      const idOf = (index: number) =>
        !trpc ? null : command.idBase === undefined ? 1 : command.idBase + index + 1;
      for (let from = 0; from < command.count; from += command.batch) {
        const to = Math.min(command.count, from + command.batch);
        const batch: Promise<void>[] = [];
        for (let i = from; i < to; i++)
          batch.push(open(command.url, start + i, idOf(start + i), subscription));
        await Promise.all(batch);
      }
      send({ type: 'connected' });
      break;
    }
    case 'status':
      send(status());
      break;
    case 'record':
      recording = true;
      recordFrom = command.from;
      break;
    case 'result':
      recording = false;
      send(result(command.from, command.to, command.publishedAt));
      count = 0;
      break;
    case 'exit':
      for (const socket of sockets) socket?.destroy();
      process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
