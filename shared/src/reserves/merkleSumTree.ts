// The Merkle sum tree of a proof-of-reserves snapshot (docs/reserves.md): users' liabilities per asset under one root
// hash with the totals, and each user's inclusion proof. Kept in flat byte arrays so a million users fit well in 1 GB.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { ASSETS } from '../constants.ts';
import { precisionOf } from '../money/amount.ts';
import {
  AMOUNT_BYTES,
  AMOUNT_LIMIT,
  addAmounts,
  assetHeader,
  encodeUserId,
  HASH_BYTES,
  hashLeaf,
  hashNode,
  type ReserveAsset,
  readAmount,
  recordBytes,
  writeAmount,
} from './encoding.ts';
import {
  type Amounts,
  type InclusionProof,
  type PathStep,
  PROOF_VERSION,
  type PublishedRoot,
} from './proof.ts';

/** The assets of the platform's snapshots, in their fixed order, with the decimals of each minor unit. */
export const RESERVE_ASSETS: readonly ReserveAsset[] = ASSETS.map((code) => ({
  code,
  decimals: precisionOf(code),
}));

/** One user's liabilities: balances in minor units, one per asset in the tree's order. */
export interface Liability {
  userId: string;
  balances: readonly bigint[];
}

export interface TreeInput {
  assets: readonly ReserveAsset[];
  /** The snapshot's secret (at least 32 random bytes): every nonce, the leaf order and the padding derive from it. */
  secret: Uint8Array;
  /** How many users `users` yields: the tree is laid out before they are read, so they can be streamed. */
  userCount: number;
  users: Iterable<Liability>;
}

/** What the secret keys: each use its own label, so no output of one can stand for another's. */
const DERIVE = { nonce: 0x10, order: 0x11, padding: 0x12 } as const;

/** Per-snapshot pseudo-random bytes: HMAC-SHA256(secret, label ‖ message). */
class Derivation {
  private readonly base;
  constructor(secret: Uint8Array) {
    if (secret.length < 32) throw new RangeError('The snapshot secret must be at least 32 bytes');
    this.base = hmac.create(sha256, secret);
  }

  bytes(label: number, message: Uint8Array): Uint8Array {
    return this.base.clone().update(Uint8Array.of(label)).update(message).digest();
  }

  /** The per-user nonce: secret to everyone but the user, different in every snapshot. */
  nonce(userId: string): Uint8Array {
    return this.bytes(DERIVE.nonce, utf8ToBytes(userId));
  }

  /** A stream of uniform integers below a bound, for the shuffle. */
  below(): (bound: number) => number {
    let block: DataView = new DataView(new ArrayBuffer(0));
    let used = 0;
    let counter = 0;
    const next = (): number => {
      if (used === block.byteLength) {
        const digest = this.bytes(DERIVE.order, u32(counter++));
        block = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
        used = 0;
      }
      const value = block.getUint32(used);
      used += 4;
      return value;
    };
    return (bound) => {
      const limit = 2 ** 32 - (2 ** 32 % bound); // rejection sampling: no bias towards small values
      for (;;) {
        const value = next();
        if (value < limit) return value % bound;
      }
    };
  }
}

function u32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}

/** Leaves for `userCount` users: a power of two, at least 2, so the root is always a node. */
function leafCount(userCount: number): number {
  let size = 2;
  while (size < userCount) size *= 2;
  return size;
}

/**
 * Where each user's leaf goes: a partial Fisher–Yates shuffle of every position, padding included, so neighbours
 * change with every snapshot and padding is spread among users. positions[i] is user i's; those after userCount pad.
 */
function shuffledPositions(size: number, userCount: number, derive: Derivation): Uint32Array {
  const positions = new Uint32Array(size);
  for (let i = 0; i < size; i++) positions[i] = i;
  const below = derive.below();
  for (let i = 0; i < userCount; i++) {
    const j = i + below(size - i);
    const chosen = positions[j] ?? 0;
    positions[j] = positions[i] ?? 0;
    positions[i] = chosen;
  }
  return positions;
}

/** Builds a snapshot's tree; throws, naming the user's index in `users`, on a negative or impossible balance. */
export function buildMerkleSumTree(input: TreeInput): MerkleSumTree {
  const { assets, userCount } = input;
  if (!Number.isSafeInteger(userCount) || userCount < 0 || userCount > 2 ** 31) {
    throw new RangeError('userCount must be a whole number up to 2^31');
  }
  const header = assetHeader(assets);
  const derive = new Derivation(input.secret);
  const size = leafCount(userCount);
  const record = recordBytes(assets.length);
  const positions = shuffledPositions(size, userCount, derive);
  const leaves = new Uint8Array(size * record);
  const view = new DataView(leaves.buffer);
  const byUser = new Map<string, number>();
  let index = 0;
  for (const { userId, balances } of input.users) {
    if (index >= userCount) throw new RangeError(`users yields more than userCount (${userCount}) users`);
    const at = (positions[index] ?? 0) * record;
    writeBalances(view, at + HASH_BYTES, balances, assets, index);
    const id = encodeLeafUserId(userId, index);
    if (byUser.has(userId)) throw new RangeError(`User at index ${index}: the same user id appears twice`);
    byUser.set(userId, at / record);
    const amounts = leaves.subarray(at + HASH_BYTES, at + record);
    leaves.set(hashLeaf(header, id, derive.nonce(userId), amounts), at);
    index++;
  }
  if (index !== userCount) throw new RangeError(`users yields ${index} users, not userCount (${userCount})`);
  for (let i = userCount; i < size; i++) {
    const position = positions[i] ?? 0;
    leaves.set(derive.bytes(DERIVE.padding, u32(position)), position * record);
  }
  return new MerkleSumTree(assets, derive, byUser, levelsAbove(leaves, record, assets.length));
}

function writeBalances(
  view: DataView,
  offset: number,
  balances: readonly bigint[],
  assets: readonly ReserveAsset[],
  index: number,
): void {
  if (balances.length !== assets.length) {
    throw new RangeError(`User at index ${index}: ${balances.length} balances for ${assets.length} assets`);
  }
  balances.forEach((balance, k) => {
    const code = assets[k]?.code;
    if (typeof balance !== 'bigint')
      throw new TypeError(`User at index ${index}: the ${code} balance is not a bigint`);
    if (balance < 0n) throw new RangeError(`User at index ${index}: the ${code} balance is negative`);
    if (balance >= AMOUNT_LIMIT)
      throw new RangeError(`User at index ${index}: the ${code} balance reaches 2^128`);
    writeAmount(view, offset + k * AMOUNT_BYTES, balance);
  });
}

function encodeLeafUserId(userId: string, index: number): Uint8Array {
  if (typeof userId !== 'string') throw new TypeError(`User at index ${index}: the user id is not a string`);
  try {
    return encodeUserId(userId);
  } catch (error) {
    throw new RangeError(`User at index ${index}: ${(error as Error).message}`);
  }
}

/** Every level from the leaves to the root: each node's record is its hash and the sums of its two children. */
function levelsAbove(leaves: Uint8Array, record: number, assetCount: number): Uint8Array[] {
  const levels = [leaves];
  for (let below = leaves; below.length > record; ) {
    const count = below.length / record / 2;
    const level = new Uint8Array(count * record);
    const from = new DataView(below.buffer, below.byteOffset, below.byteLength);
    const to = new DataView(level.buffer);
    for (let j = 0; j < count; j++) {
      const left = 2 * j * record;
      level.set(hashNode(below.subarray(left, left + 2 * record)), j * record);
      const fits = addAmounts(
        from,
        left + HASH_BYTES,
        left + record + HASH_BYTES,
        to,
        j * record + HASH_BYTES,
        assetCount,
      );
      if (!fits) throw new RangeError('A sum of liabilities reaches 2^128 minor units');
    }
    levels.push(level);
    below = level;
  }
  return levels;
}

/** A built snapshot: its published root and each user's proof. Holds the secret: it stays on the provider. */
export class MerkleSumTree {
  private readonly record: number;

  constructor(
    readonly assets: readonly ReserveAsset[],
    private readonly derive: Derivation,
    private readonly byUser: ReadonlyMap<string, number>,
    private readonly levels: readonly Uint8Array[],
  ) {
    this.record = recordBytes(assets.length);
  }

  /** Number of levels of siblings in every proof (the leaves are 2^height). */
  get height(): number {
    return this.levels.length - 1;
  }

  get userCount(): number {
    return this.byUser.size;
  }

  /** What the snapshot publishes: the root's hash and the total liabilities per asset. */
  root(): PublishedRoot {
    const top = this.levels[this.height] ?? new Uint8Array(this.record);
    return { hash: bytesToHex(top.subarray(0, HASH_BYTES)), totals: this.amounts(top, 0) };
  }

  /** The user's inclusion proof, or undefined for a user not in the snapshot. */
  proofFor(userId: string): InclusionProof | undefined {
    let position = this.byUser.get(userId);
    const leaves = this.levels[0];
    if (position === undefined || !leaves) return undefined;
    const leaf = {
      userId,
      nonce: bytesToHex(this.derive.nonce(userId)),
      balances: this.amounts(leaves, position * this.record),
    };
    const path: PathStep[] = [];
    for (const level of this.levels.slice(0, this.height)) {
      const sibling = (position ^ 1) * this.record;
      path.push({
        side: position % 2 === 1 ? 'left' : 'right',
        hash: bytesToHex(level.subarray(sibling, sibling + HASH_BYTES)),
        sums: this.amounts(level, sibling),
      });
      position >>>= 1;
    }
    return {
      version: PROOF_VERSION,
      assets: this.assets.map((asset) => ({ ...asset })),
      root: this.root(),
      leaf,
      path,
    };
  }

  /** The amounts of the record at `offset` of a level, by asset code. */
  private amounts(level: Uint8Array, offset: number): Amounts {
    const view = new DataView(level.buffer, level.byteOffset, level.byteLength);
    return Object.fromEntries(
      this.assets.map((asset, k) => [
        asset.code,
        readAmount(view, offset + HASH_BYTES + k * AMOUNT_BYTES).toString(),
      ]),
    );
  }
}
