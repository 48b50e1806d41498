// The proof-of-reserves tree at the provider's scale: builds a snapshot of RESERVES_USERS users (default 1,000,000)
// with the platform's four assets, streamed in as the provider reads them, and prints the build time and the peak
// resident memory of this process beside the goals (under 60 s, under 1 GB), then the cost of one proof.
import { buildMerkleSumTree, type Liability, RESERVE_ASSETS } from '@sikka/shared/reserves/merkleSumTree';
import { verifyInclusion } from '@sikka/shared/reserves/verifyInclusion';
import { seededRandom } from './lib/random.ts';
import { count, fixed, table } from './lib/table.ts';

const USERS = Number(process.env.RESERVES_USERS ?? 1_000_000);
const GOAL_SECONDS = 60;
const GOAL_MB = 1024;
const PROOFS = 1_000;

/** A balance of up to `max` minor units, zero for about half the users (most hold only some of the assets). */
const balance = (random: () => number, max: number) =>
  random() < 0.5 ? 0n : BigInt(Math.floor(random() ** 3 * max));

const expected = RESERVE_ASSETS.map(() => 0n);

function* population(): Generator<Liability> {
  const random = seededRandom(46);
  // Up to ₹1 crore, 10 BTC, 100 ETH, 1,00,000 USDT, in minor units.
  const maxima = [1e9, 1e9, 1e10, 1e11];
  for (let i = 0; i < USERS; i++) {
    const balances = maxima.map((max) => balance(random, max));
    balances.forEach((value, k) => {
      expected[k] = (expected[k] ?? 0n) + value;
    });
    yield { userId: String(100_000 + i), balances };
  }
}

const peakMb = () => process.resourceUsage().maxRSS / 1024;
const baselineMb = peakMb();
const secret = crypto.getRandomValues(new Uint8Array(32));

const started = performance.now();
const tree = buildMerkleSumTree({ assets: RESERVE_ASSETS, secret, userCount: USERS, users: population() });
const buildSeconds = (performance.now() - started) / 1000;
const buildPeakMb = peakMb();

const root = tree.root();
const totalsAgree = RESERVE_ASSETS.every(({ code }, k) => root.totals[code] === expected[k]?.toString());
if (!totalsAgree) throw new Error('The root totals differ from the sum of the balances');

const random = seededRandom(7);
const ids = Array.from({ length: PROOFS }, () => String(100_000 + Math.floor(random() * USERS)));
let proofStarted = performance.now();
const proofs = ids.map((id) => tree.proofFor(id));
const proofMs = (performance.now() - proofStarted) / PROOFS;
proofStarted = performance.now();
const verified = proofs.filter((proof) => verifyInclusion(proof, root).ok).length;
const verifyMs = (performance.now() - proofStarted) / PROOFS;
if (verified !== PROOFS) throw new Error(`${PROOFS - verified} of ${PROOFS} proofs did not verify`);

console.log(
  `${count(USERS)} users, ${RESERVE_ASSETS.length} assets, ${tree.height} levels, root ${root.hash.slice(0, 16)}…`,
);
console.log(
  table(
    ['measure', 'figure', 'goal', 'met'],
    [
      ['build (s)', fixed(buildSeconds, 1), `< ${GOAL_SECONDS}`, buildSeconds < GOAL_SECONDS ? 'yes' : 'NO'],
      [
        'peak RSS of the process (MB)',
        fixed(buildPeakMb, 0),
        `< ${GOAL_MB}`,
        buildPeakMb < GOAL_MB ? 'yes' : 'NO',
      ],
      ['  of which before the build (MB)', fixed(baselineMb, 0), '', ''],
      ['one proof (ms)', fixed(proofMs, 3), '', ''],
      ['one verification (ms)', fixed(verifyMs, 3), '', ''],
      ['proof file (bytes)', count(JSON.stringify(proofs[0]).length), '', ''],
    ],
  ),
);
console.log('The root totals equal the sum of every balance, exactly.');
