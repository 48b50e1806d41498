// A standalone verifier of a Sikka proof-of-reserves inclusion proof, for a careful user (docs/reserves.md): plain
// Node, nothing from the project or npm, so it can be read in one sitting and run anywhere Node 20 runs.
//   node verify-reserves.mjs proof.json                   checks the proof against the root inside the file
//   node verify-reserves.mjs proof.json --root <hash>     and that this root is the one the site publishes
// Exit status 0: the balances are included under that root; 1: they are not, or the file cannot be read (the reason
// is printed). The byte layout below is the one docs/reserves.md "Byte layout" describes.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const VERSION = 1;
const AMOUNT_LIMIT = 1n << 128n;
const HASH = /^[0-9a-fA-F]{64}$/;
const AMOUNT = /^-?\d{1,80}$/;
const ASSET_CODE = /^[A-Z0-9]{1,16}$/;

const MISMATCH = {
  'hash-mismatch':
    'The proof does not lead to the published root hash: its user id, nonce or a sibling’s hash is not the snapshot’s',
  'sum-mismatch':
    'The balances and the siblings’ sums add up to other totals than the published ones: a balance or a sum is not the snapshot’s',
  'totals-mismatch': 'The published totals are not the ones the root hash commits to',
};

/** A problem with the file's shape: reported as "malformed" with the field it names. */
class Malformed extends Error {}

function expect(condition, message) {
  if (!condition) throw new Malformed(message);
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Amounts by asset code: exactly the codes, each a whole number of minor units as a string. */
function checkAmounts(record, codes, where) {
  expect(record !== undefined, `${where} is missing`);
  expect(isObject(record), `${where} must be an object of amounts`);
  for (const [code, value] of Object.entries(record)) {
    expect(
      typeof value === 'string' && AMOUNT.test(value),
      `${where}.${code} must be a whole number of minor units, as a string`,
    );
  }
  const names = Object.keys(record);
  expect(
    names.length === codes.length && codes.every((code) => Object.hasOwn(record, code)),
    `${where} must name exactly ${codes.join(', ')}`,
  );
}

function checkHash(value, where) {
  expect(value !== undefined, `${where} is missing`);
  expect(typeof value === 'string' && HASH.test(value), `${where} must be 64 hexadecimal digits`);
}

function checkAssets(assets) {
  expect(assets !== undefined, 'assets is missing');
  expect(
    Array.isArray(assets) && assets.length >= 1 && assets.length <= 255,
    'assets must be a list of 1 to 255 assets',
  );
  assets.forEach((asset, i) => {
    expect(isObject(asset), `assets.${i} must be an object`);
    expect(
      typeof asset.code === 'string' && ASSET_CODE.test(asset.code),
      `assets.${i}.code must be 1–16 of A–Z and 0–9`,
    );
    expect(
      Number.isInteger(asset.decimals) && asset.decimals >= 0 && asset.decimals <= 36,
      `assets.${i}.decimals must be an integer 0–36`,
    );
  });
  const codes = assets.map((asset) => asset.code);
  expect(new Set(codes).size === codes.length, 'assets must be distinct');
  return codes;
}

/** The file's parsed JSON as a proof of version 1; throws Malformed naming the first field that is wrong. */
function checkProof(file) {
  expect(isObject(file), 'it is not a JSON object');
  const { assets, root, leaf, path } = file;
  const codes = checkAssets(assets);
  expect(isObject(root), root === undefined ? 'root is missing' : 'root must be an object');
  checkHash(root.hash, 'root.hash');
  checkAmounts(root.totals, codes, 'root.totals');
  expect(isObject(leaf), leaf === undefined ? 'leaf is missing' : 'leaf must be an object');
  expect(
    typeof leaf.userId !== 'string' || !/\p{Surrogate}/u.test(leaf.userId),
    'leaf.userId must be well-formed Unicode',
  );
  const idBytes = typeof leaf.userId === 'string' ? Buffer.byteLength(leaf.userId, 'utf8') : 0;
  expect(idBytes >= 1 && idBytes <= 0xffff, 'leaf.userId must be 1 to 65535 bytes of UTF-8');
  checkHash(leaf.nonce, 'leaf.nonce');
  checkAmounts(leaf.balances, codes, 'leaf.balances');
  expect(
    Array.isArray(path) && path.length <= 64,
    path === undefined ? 'path is missing' : 'path must be a list of at most 64 steps',
  );
  path.forEach((step, i) => {
    expect(isObject(step), `path.${i} must be an object`);
    expect(step.side === 'left' || step.side === 'right', `path.${i}.side must be "left" or "right"`);
    checkHash(step.hash, `path.${i}.hash`);
    checkAmounts(step.sums, codes, `path.${i}.sums`);
  });
  return codes;
}

const sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

/** An amount as 16 big-endian bytes (0 ≤ value < 2^128, checked before). */
function amountBytes(value) {
  const bytes = Buffer.alloc(16);
  bytes.writeBigUInt64BE(value >> 64n, 0);
  bytes.writeBigUInt64BE(value & 0xffffffffffffffffn, 8);
  return bytes;
}

const amountsBytes = (values) => Buffer.concat(values.map(amountBytes));

/** count (u8), then per asset: code length (u8), the code in ASCII, decimals (u8). */
function assetHeader(assets) {
  return Buffer.from([
    assets.length,
    ...assets.flatMap(({ code, decimals }) => [code.length, ...Buffer.from(code, 'ascii'), decimals]),
  ]);
}

/** The user id's UTF-8 bytes after their length as a big-endian u16. */
function userIdBytes(userId) {
  const utf8 = Buffer.from(userId, 'utf8');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(utf8.length);
  return Buffer.concat([length, utf8]);
}

/** The leaf's hash: SHA-256(0x00 ‖ asset header ‖ user id ‖ nonce ‖ balances). */
const leafHash = (assets, leaf, balances) =>
  sha256(
    Buffer.of(0x00),
    assetHeader(assets),
    userIdBytes(leaf.userId),
    Buffer.from(leaf.nonce, 'hex'),
    amountsBytes(balances),
  );

/** A node's hash: SHA-256(0x01 ‖ left hash ‖ left sums ‖ right hash ‖ right sums). */
const nodeHash = (left, right) =>
  sha256(Buffer.of(0x01), left.hash, amountsBytes(left.sums), right.hash, amountsBytes(right.sums));

/** Every amount, in asset order, with where it sits; a negative one, or one of 2^128 or more, is refused. */
function amountsOf(file, published, codes) {
  const inOrder = (record) => codes.map((code) => BigInt(record[code]));
  const places = [
    ['the leaf’s balance', inOrder(file.leaf.balances)],
    ...file.path.map((step, i) => [`the sum of path step ${i + 1}`, inOrder(step.sums)]),
    ['the root’s total', inOrder(published.totals)],
  ];
  for (const [where, values] of places) {
    for (const [k, value] of values.entries()) {
      if (value < 0n)
        return { ok: false, reason: 'negative-value', message: `${where} of ${codes[k]} is negative` };
      if (value >= AMOUNT_LIMIT)
        return { ok: false, reason: 'out-of-range', message: `${where} of ${codes[k]} reaches 2^128` };
    }
  }
  return {
    ok: true,
    balances: places[0][1],
    steps: places.slice(1, -1).map(([, sums]) => sums),
    totals: places.at(-1)[1],
  };
}

function checkPublished(published, codes) {
  expect(isObject(published), 'published root must be an object');
  checkHash(published.hash, 'published root hash');
  checkAmounts(published.totals, codes, 'published root totals');
}

/** What the leaf and path lead to, compared with the published root: included, or the reason why not. */
function recompute(file, amounts) {
  let node = { hash: leafHash(file.assets, file.leaf, amounts.balances), sums: amounts.balances };
  for (const [i, step] of file.path.entries()) {
    const sibling = { hash: Buffer.from(step.hash, 'hex'), sums: amounts.steps[i] };
    const [left, right] = step.side === 'left' ? [sibling, node] : [node, sibling];
    const sums = node.sums.map((sum, k) => sum + sibling.sums[k]);
    if (sums.some((sum) => sum >= AMOUNT_LIMIT)) {
      return { ok: false, reason: 'out-of-range', message: `the sums above path step ${i + 1} reach 2^128` };
    }
    node = { hash: nodeHash(left, right), sums };
  }
  return { ok: true, hash: node.hash.toString('hex'), totals: node.sums };
}

/** Verifies a proof file's parsed JSON against the published root (by default the file's own `root`). */
export function verify(file, published) {
  let codes;
  try {
    if (isObject(file) && !('version' in file)) throw new Malformed('version is missing');
    if (isObject(file) && file.version !== VERSION) {
      const message = `The proof file is version ${JSON.stringify(file.version)}; this verifier reads version ${VERSION}`;
      return { ok: false, reason: 'unsupported-version', message };
    }
    codes = checkProof(file);
    if (published !== undefined) checkPublished(published, codes);
  } catch (error) {
    if (error instanceof Malformed)
      return { ok: false, reason: 'malformed', message: `The proof file is malformed: ${error.message}` };
    throw error;
  }
  const root = published ?? file.root;
  const amounts = amountsOf(file, root, codes);
  if (!amounts.ok) return amounts;
  const computed = recompute(file, amounts);
  if (!computed.ok) return computed;
  const hashMatches = computed.hash === root.hash.toLowerCase();
  const totalsMatch = codes.every((_, k) => computed.totals[k] === amounts.totals[k]);
  if (hashMatches && totalsMatch)
    return { ok: true, userId: file.leaf.userId, balances: file.leaf.balances, root };
  const reason = hashMatches ? 'totals-mismatch' : totalsMatch ? 'hash-mismatch' : 'sum-mismatch';
  return { ok: false, reason, message: MISMATCH[reason] };
}

/** Minor units as a decimal amount: 123456 with 2 decimals is 1234.56. */
function decimal(minor, decimals) {
  if (decimals === 0) return minor;
  const digits = minor.replace(/^0+(?=\d)/, '').padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

const listed = (assets, record) =>
  assets.map(({ code, decimals }) => `${code} ${decimal(record[code], decimals)}`).join(', ');

/** The command: reads the file, prints the verdict, returns the exit status. */
function main(args) {
  const [path, flag, rootHash] = args;
  if (!path || (flag !== undefined && (flag !== '--root' || !rootHash))) {
    console.error('usage: node verify-reserves.mjs <proof.json> [--root <published root hash>]');
    return 1;
  }
  let file;
  try {
    file = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const what =
      error instanceof SyntaxError
        ? `it is not JSON (${error.message})`
        : `it cannot be read (${error.code ?? error.message})`;
    console.error(`NOT VERIFIED (malformed): ${path}: ${what}`);
    return 1;
  }
  const published = rootHash && isObject(file) ? { hash: rootHash, totals: file.root?.totals } : undefined;
  const result = verify(file, published);
  if (!result.ok) {
    console.error(`NOT VERIFIED (${result.reason}): ${result.message}`);
    return 1;
  }
  console.log(`INCLUDED: user ${result.userId} is in the snapshot whose root hash is ${result.root.hash}`);
  console.log(`  your balances:     ${listed(file.assets, result.balances)}`);
  console.log(`  total liabilities: ${listed(file.assets, result.root.totals)}`);
  if (!rootHash)
    console.log(
      'Check that this root hash and these totals are the ones the site publishes (or pass --root <hash>).',
    );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
