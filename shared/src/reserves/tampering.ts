// The ways a proof file can be altered and the reason every verifier must give for each: the tests of the browser's
// verifier and of scripts/verify-reserves.mjs run both over this one table (docs/reserves.md "What a user checks").
import { AMOUNT_LIMIT } from './encoding.ts';
import type { Amounts, InclusionProof } from './proof.ts';
import type { FailureReason } from './verifyInclusion.ts';

export interface Tampering {
  name: string;
  reason: FailureReason;
  /** Alters the proof in place; `pick` chooses which asset, step or digit, so one table covers them all. */
  alter: (proof: InclusionProof, pick: number) => void;
}

const codeAt = (proof: InclusionProof, pick: number) => proof.assets[pick % proof.assets.length]?.code ?? '';
const stepAt = (proof: InclusionProof, pick: number) => proof.path[pick % proof.path.length];

/** Adds to one amount of a record. */
function add(record: Amounts | undefined, code: string, by: bigint): void {
  if (record) record[code] = (BigInt(record[code] ?? '0') + by).toString();
}

/** Another hex digit at one place: a different value, not only a different case. */
export function flipHex(hex: string, pick: number): string {
  const at = pick % hex.length;
  const digit = (Number.parseInt(hex[at] ?? '0', 16) ^ 1).toString(16);
  return `${hex.slice(0, at)}${digit}${hex.slice(at + 1)}`;
}

export const TAMPERINGS: readonly Tampering[] = [
  {
    name: 'a balance raised',
    reason: 'sum-mismatch',
    alter: (proof, pick) => add(proof.leaf.balances, codeAt(proof, pick), 1n + BigInt(pick)),
  },
  {
    name: 'the nonce',
    reason: 'hash-mismatch',
    alter: (proof, pick) => {
      proof.leaf.nonce = flipHex(proof.leaf.nonce, pick);
    },
  },
  {
    name: 'the user id',
    reason: 'hash-mismatch',
    alter: (proof) => {
      proof.leaf.userId = `${proof.leaf.userId}0`;
    },
  },
  {
    name: 'a sibling’s hash',
    reason: 'hash-mismatch',
    alter: (proof, pick) => {
      const step = stepAt(proof, pick);
      if (step) step.hash = flipHex(step.hash, pick);
    },
  },
  {
    name: 'a sibling’s sum',
    reason: 'sum-mismatch',
    alter: (proof, pick) => add(stepAt(proof, pick)?.sums, codeAt(proof, pick), 1n),
  },
  {
    name: 'a sibling’s side',
    reason: 'hash-mismatch',
    alter: (proof, pick) => {
      const step = stepAt(proof, pick);
      if (step) step.side = step.side === 'left' ? 'right' : 'left';
    },
  },
  {
    name: 'an asset’s decimals',
    reason: 'hash-mismatch',
    alter: (proof, pick) => {
      const asset = proof.assets[pick % proof.assets.length];
      if (asset) asset.decimals = (asset.decimals + 1) % 37;
    },
  },
  {
    name: 'the root hash',
    reason: 'hash-mismatch',
    alter: (proof, pick) => {
      proof.root.hash = flipHex(proof.root.hash, pick);
    },
  },
  {
    name: 'a root total',
    reason: 'totals-mismatch',
    alter: (proof, pick) => add(proof.root.totals, codeAt(proof, pick), 1n + BigInt(pick % 3)),
  },
  {
    name: 'a negative balance',
    reason: 'negative-value',
    alter: (proof, pick) => {
      proof.leaf.balances[codeAt(proof, pick)] = '-1';
    },
  },
  {
    name: 'a negative sibling’s sum, the root’s total lowered to match',
    reason: 'negative-value',
    alter: (proof, pick) => {
      const code = codeAt(proof, pick);
      const step = stepAt(proof, pick);
      if (step) step.sums[code] = '-1000';
      add(proof.root.totals, code, -1000n);
    },
  },
  {
    name: 'a sibling’s sum that wraps round 2^128 (a negative in disguise)',
    reason: 'out-of-range',
    alter: (proof, pick) => {
      const code = codeAt(proof, pick);
      add(proof.leaf.balances, code, 1n);
      const step = stepAt(proof, pick);
      if (step) step.sums[code] = (AMOUNT_LIMIT - 1n).toString();
    },
  },
];
