// The inclusion proof file a user downloads (docs/reserves.md "The proof file"): its JSON shape, version 1, and its
// parsing, which turns a malformed file into a message naming the field rather than an exception.
import { z } from 'zod';
import { ASSET_CODE, MAX_DECIMALS, type ReserveAsset, userIdProblem } from './encoding.ts';

export const PROOF_VERSION = 1;

/** Amounts by asset code: whole numbers of minor units as decimal strings, exactly one per asset of the tree. */
export type Amounts = Record<string, string>;

/** What a snapshot publishes: the root's hash (hex) and the total liabilities per asset the hash commits to. */
export interface PublishedRoot {
  hash: string;
  totals: Amounts;
}

/** One step up from the leaf: the sibling's hash and sums, and on which side of the path the sibling sits. */
export interface PathStep {
  side: 'left' | 'right';
  hash: string;
  sums: Amounts;
}

export interface InclusionProof {
  version: typeof PROOF_VERSION;
  assets: ReserveAsset[];
  root: PublishedRoot;
  leaf: { userId: string; nonce: string; balances: Amounts };
  /** The leaf's sibling first, the root's child last. */
  path: PathStep[];
}

export type ParseFailure = { ok: false; reason: 'malformed' | 'unsupported-version'; message: string };

/** Each field says what it must be, in the words scripts/verify-reserves.mjs uses too. */
const must = (what: string) => ({ error: `must be ${what}` });
const AN_OBJECT = must('an object');
const AMOUNT = must('a whole number of minor units, as a string');
const HASH = must('64 hexadecimal digits');
const ASSETS = must('a list of 1 to 255 assets');
const DECIMALS = must(`an integer 0–${MAX_DECIMALS}`);
const STEPS = must('a list of at most 64 steps');

const hash = z.string(HASH).regex(/^[0-9a-fA-F]{64}$/, HASH);
/** A sign is let through here so that a negative amount is named as such by the verifier, not as malformed. */
const amount = z.string(AMOUNT).regex(/^-?\d{1,80}$/, AMOUNT);
const amounts = z.record(z.string(), amount, must('an object of amounts'));
const publishedRoot = z.object({ hash, totals: amounts }, AN_OBJECT);

/** The proof file's shape (docs/reserves.md "The proof file"); parseInclusionProof adds the checks across fields. */
export const proofSchema = z.object({
  version: z.literal(PROOF_VERSION),
  assets: z
    .array(
      z.object(
        {
          code: z.string(must('1–16 of A–Z and 0–9')).regex(ASSET_CODE, must('1–16 of A–Z and 0–9')),
          decimals: z.int(DECIMALS).min(0, DECIMALS).max(MAX_DECIMALS, DECIMALS),
        },
        AN_OBJECT,
      ),
      ASSETS,
    )
    .min(1, ASSETS)
    .max(255, ASSETS),
  root: publishedRoot,
  leaf: z.object(
    {
      userId: z.string(must('1 to 65535 bytes of UTF-8')).superRefine((id, context) => {
        const problem = userIdProblem(id);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
      nonce: hash,
      balances: amounts,
    },
    AN_OBJECT,
  ),
  path: z
    .array(
      z.object(
        { side: z.enum(['left', 'right'], must('"left" or "right"')), hash, sums: amounts },
        AN_OBJECT,
      ),
      STEPS,
    )
    .max(64, STEPS),
});

const malformed = (message: string): ParseFailure => ({
  ok: false,
  reason: 'malformed',
  message: `The proof file is malformed: ${message}`,
});

/** The first problem zod found, as `field.path what is wrong`, or `field.path is missing`. */
function describe(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'it does not match the format';
  const where = issue.path.join('.');
  const value = issue.path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)[key], input);
  const missing = issue.path.length > 0 && value === undefined;
  return missing ? `${where} is missing` : [where, issue.message].filter(Boolean).join(' ');
}

/** The names of `record` must be exactly the asset codes. */
function sameCodes(record: Amounts, codes: readonly string[]): boolean {
  const names = Object.keys(record);
  return names.length === codes.length && codes.every((code) => Object.hasOwn(record, code));
}

/** Checks a published root (the page's copy) against the assets of a proof. */
export function parsePublishedRoot(input: unknown, codes: readonly string[]): PublishedRoot | ParseFailure {
  const parsed = publishedRoot.safeParse(input);
  if (!parsed.success) return malformed(`published root ${describe(parsed.error, input)}`);
  if (!sameCodes(parsed.data.totals, codes))
    return malformed(`published root totals must name exactly ${codes.join(', ')}`);
  return parsed.data;
}

/** A proof file's parsed JSON as a proof of this version, or why not. */
export function parseInclusionProof(input: unknown): { ok: true; proof: InclusionProof } | ParseFailure {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return malformed('it is not a JSON object');
  if (!('version' in input)) return malformed('version is missing');
  if (input.version !== PROOF_VERSION) {
    return {
      ok: false,
      reason: 'unsupported-version',
      message: `The proof file is version ${JSON.stringify(input.version)}; this verifier reads version ${PROOF_VERSION}`,
    };
  }
  const parsed = proofSchema.safeParse(input);
  if (!parsed.success) return malformed(describe(parsed.error, input));
  const proof = parsed.data;
  const codes = proof.assets.map((asset) => asset.code);
  if (new Set(codes).size !== codes.length) return malformed('assets must be distinct');
  const records: Array<[string, Amounts]> = [
    ['root.totals', proof.root.totals],
    ['leaf.balances', proof.leaf.balances],
    ...proof.path.map((step, i): [string, Amounts] => [`path.${i}.sums`, step.sums]),
  ];
  const wrong = records.find(([, record]) => !sameCodes(record, codes));
  if (wrong) return malformed(`${wrong[0]} must name exactly ${codes.join(', ')}`);
  return { ok: true, proof };
}
