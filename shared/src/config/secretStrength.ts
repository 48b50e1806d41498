// Production refuses a secret that is visibly not random (README "Secrets"): too few distinct characters, a run
// or sequence, or a repeated block. It cannot tell a passphrase from a random string: generate with openssl rand.

/** Bits a random-looking secret must carry by the estimates below; 32 random hex characters carry about 110. */
const MIN_ESTIMATED_BITS = 80;
/** A block this long appearing twice is a repeat (about 1 in 2 million for 64 random hex characters). */
const REPEATED_BLOCK = 8;

const HOW_TO = 'make one with: openssl rand -base64 32';

/** Why a secret looks weak, or null when it looks random enough. */
export function weakSecretReason(secret: string): string | null {
  const chars = [...secret];
  if (estimatedBits(chars) < MIN_ESTIMATED_BITS)
    return `it is not random enough (too few distinct characters); ${HOW_TO}`;
  const steps = chars.slice(1).map((char, i) => (char.codePointAt(0) ?? 0) - (chars[i]?.codePointAt(0) ?? 0));
  if (estimatedBits(steps) < MIN_ESTIMATED_BITS) return `it is a run or sequence of characters; ${HOW_TO}`;
  if (hasRepeatedBlock(secret)) return `it repeats itself; ${HOW_TO}`;
  return null;
}

/** Length × the Shannon entropy of the symbols' own frequencies: 0 for 'aaaa', about 4 bits a char for hex. */
function estimatedBits(symbols: ReadonlyArray<string | number>): number {
  const counts = new Map<string | number, number>();
  for (const symbol of symbols) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) bits -= count * Math.log2(count / symbols.length);
  return bits;
}

function hasRepeatedBlock(secret: string): boolean {
  const seen = new Set<string>();
  for (let i = 0; i + REPEATED_BLOCK <= secret.length; i++) {
    const block = secret.slice(i, i + REPEATED_BLOCK);
    if (seen.has(block)) return true;
    seen.add(block);
  }
  return false;
}
