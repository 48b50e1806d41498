// The verifier of an inclusion proof, as the page runs it in the browser (docs/reserves.md "What a user checks"):
// recomputes the root from the user's leaf and the path, and names what is wrong when it does not match.
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import {
  AMOUNT_LIMIT,
  assetHeader,
  encodeAmounts,
  encodeUserId,
  HASH_BYTES,
  hashLeaf,
  hashNode,
  recordBytes,
} from './encoding.ts';
import {
  type Amounts,
  type InclusionProof,
  type PublishedRoot,
  parseInclusionProof,
  parsePublishedRoot,
} from './proof.ts';

export type FailureReason =
  | 'malformed'
  | 'unsupported-version'
  | 'negative-value'
  | 'out-of-range'
  | 'hash-mismatch'
  | 'sum-mismatch'
  | 'totals-mismatch';

export type InclusionResult =
  | { ok: true; userId: string; balances: Amounts; root: PublishedRoot }
  | { ok: false; reason: FailureReason; message: string };

type Failure = Extract<InclusionResult, { ok: false }>;

const FAILURE_MESSAGES: Readonly<Record<'hash-mismatch' | 'sum-mismatch' | 'totals-mismatch', string>> = {
  'hash-mismatch':
    'The proof does not lead to the published root hash: its user id, nonce or a sibling’s hash is not the snapshot’s',
  'sum-mismatch':
    'The balances and the siblings’ sums add up to other totals than the published ones: a balance or a sum is not the snapshot’s',
  'totals-mismatch': 'The published totals are not the ones the root hash commits to',
};

/** A record's amounts in the order of the assets (the parser has checked it names exactly those). */
const inOrder = (proof: InclusionProof, record: Amounts): bigint[] =>
  proof.assets.map((asset) => BigInt(record[asset.code] ?? '0'));

/** Every amount of the proof (and of the published root), where it sits, as integers. */
function valuesOf(proof: InclusionProof, published: PublishedRoot): Array<[where: string, values: bigint[]]> {
  const values = (record: Amounts) => inOrder(proof, record);
  return [
    ['the leaf’s balance', values(proof.leaf.balances)],
    ...proof.path.map((step, i): [string, bigint[]] => [`the sum of path step ${i + 1}`, values(step.sums)]),
    ['the root’s total', values(published.totals)],
  ];
}

/** A negative amount anywhere, or one that does not fit the 128 bits it is hashed in, is refused before hashing. */
function outOfBounds(proof: InclusionProof, published: PublishedRoot): Failure | undefined {
  for (const [where, values] of valuesOf(proof, published)) {
    for (const [k, value] of values.entries()) {
      const code = proof.assets[k]?.code;
      if (value < 0n)
        return { ok: false, reason: 'negative-value', message: `${where} of ${code} is negative` };
      if (value >= AMOUNT_LIMIT) {
        return { ok: false, reason: 'out-of-range', message: `${where} of ${code} reaches 2^128` };
      }
    }
  }
  return undefined;
}

/** The root the leaf and path lead to: its hash and the sums at the top, or the step whose sums overflow. */
function recompute(proof: InclusionProof): { hash: string; totals: bigint[] } | Failure {
  const values = (record: Amounts) => inOrder(proof, record);
  const record = recordBytes(proof.assets.length);
  const join = (hash: Uint8Array, sums: bigint[]) => {
    const bytes = new Uint8Array(record);
    bytes.set(hash);
    bytes.set(encodeAmounts(sums), HASH_BYTES);
    return bytes;
  };
  const { leaf } = proof;
  let sums = values(leaf.balances);
  let hash = hashLeaf(
    assetHeader(proof.assets),
    encodeUserId(leaf.userId),
    hexToBytes(leaf.nonce),
    encodeAmounts(sums),
  );
  for (const [i, step] of proof.path.entries()) {
    const siblingSums = values(step.sums);
    const sibling = join(hexToBytes(step.hash), siblingSums);
    const current = join(hash, sums);
    const children = new Uint8Array(2 * record);
    children.set(step.side === 'left' ? sibling : current);
    children.set(step.side === 'left' ? current : sibling, record);
    hash = hashNode(children);
    sums = sums.map((sum, k) => sum + (siblingSums[k] ?? 0n));
    if (sums.some((sum) => sum >= AMOUNT_LIMIT)) {
      return { ok: false, reason: 'out-of-range', message: `the sums above path step ${i + 1} reach 2^128` };
    }
  }
  return { hash: bytesToHex(hash), totals: sums };
}

/**
 * Verifies a proof file's parsed JSON against the published root (by default the one inside the file). Included
 * only if the recomputed root hash and totals are exactly the published ones; otherwise the reason, in words.
 */
export function verifyInclusion(file: unknown, published?: unknown): InclusionResult {
  const parsed = parseInclusionProof(file);
  if (!parsed.ok) return parsed;
  const { proof } = parsed;
  const codes = proof.assets.map((asset) => asset.code);
  const root = published === undefined ? proof.root : parsePublishedRoot(published, codes);
  if ('ok' in root) return root;
  const bounds = outOfBounds(proof, root);
  if (bounds) return bounds;
  const computed = recompute(proof);
  if ('ok' in computed) return computed;
  const hashMatches = computed.hash === root.hash.toLowerCase();
  const totalsMatch = codes.every((code, k) => BigInt(root.totals[code] ?? '-1') === computed.totals[k]);
  if (hashMatches && totalsMatch) {
    return { ok: true, userId: proof.leaf.userId, balances: proof.leaf.balances, root };
  }
  const reason = hashMatches ? 'totals-mismatch' : totalsMatch ? 'hash-mismatch' : 'sum-mismatch';
  return { ok: false, reason, message: FAILURE_MESSAGES[reason] };
}
