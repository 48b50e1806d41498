// FIFO lots of the coins a person holds, for the tax year: every acquisition opens a lot, every disposal consumes the
// oldest lots of its coin first, one row per lot consumed (Schedule VDA asks a date of acquisition per row). Exact in
// integer minor units and paise: the parts of a lot always sum to the lot, so no paisa of cost is made or lost.
import { type AcquisitionSource, DISPOSAL_RULES, type DisposalKind, tds194S } from './vdaRules.ts';

/** A coin arriving: a lot of `quantity` minor units of `asset` that cost `cost` paise. */
export interface Acquisition {
  type: 'acquisition';
  at: Date;
  asset: string;
  quantity: bigint;
  cost: bigint;
  source: AcquisitionSource;
  /** False when the platform cannot know what the person paid (a deposit, a gift): the page lets them edit it. */
  costKnown: boolean;
  /** The product's reference (an order, a transfer), carried to the rows. */
  ref?: string;
}

/** A coin leaving: `quantity` minor units of `asset`, for `consideration` paise. */
export interface Disposal {
  type: 'disposal';
  at: Date;
  asset: string;
  quantity: bigint;
  /**
   * Section 48's full value of the consideration: the value of the coin before the platform's fee, the GST on it
   * and the TDS (section 115BBH(2)(a) allows no deduction of the fee; the TDS is tax paid for the seller). Nil for a
   * gift, a send for nothing and a withdrawal.
   */
  consideration: bigint;
  kind: DisposalKind;
  /** The TDS the platform deducted (its ledger's figure); absent, section 194S's 1% where the platform deducts. */
  tds?: bigint;
  ref?: string;
}

export type TaxEvent = Acquisition | Disposal;

/** Where a lot came from: an acquisition, or 'unknown' for coins disposed of beyond what the history holds. */
export type LotSource = AcquisitionSource | 'unknown';

/** What remains of an acquisition: its quantity and the cost not yet allocated to a disposal. */
export interface Lot {
  asset: string;
  /** Null for the unknown lot. */
  acquiredAt: Date | null;
  source: LotSource;
  quantity: bigint;
  cost: bigint;
  costKnown: boolean;
  ref?: string;
}

/** One lot's part in one disposal: a row of Schedule VDA when the disposal is taxed. */
export interface DisposalRow {
  asset: string;
  kind: DisposalKind;
  transferredAt: Date;
  acquiredAt: Date | null;
  source: LotSource;
  quantity: bigint;
  /** The part of the lot's cost and of the disposal's consideration that this quantity carries. */
  cost: bigint;
  consideration: bigint;
  /** consideration − cost: negative for a loss (which section 115BBH does not set off). */
  gain: bigint;
  costKnown: boolean;
  /** A transfer whose gain section 115BBH taxes (DISPOSAL_RULES). */
  taxed: boolean;
  /** The disposal's reference and the consumed acquisition's. */
  ref?: string;
  lotRef?: string;
}

export interface MatchedDisposal {
  disposal: Disposal;
  /** The lots consumed, oldest first; their quantities sum to the disposal's, their considerations to its. */
  rows: DisposalRow[];
  /** TDS under section 194S on this transfer. */
  tds: bigint;
}

export interface FifoResult {
  disposals: MatchedDisposal[];
  /** What is left, per asset in order of acquisition. */
  lots: Lot[];
}

/**
 * `total` × `part` ÷ `whole`, half up to the unit: a part's share of a cost or a consideration. Callers take each
 * share from what remains (total and whole both reduced after each part), so the last part, being the whole of what
 * remains, gets exactly the rest and the parts always sum to the total.
 */
export function share(total: bigint, part: bigint, whole: bigint): bigint {
  if (whole <= 0n || part < 0n || part > whole || total < 0n) {
    throw new RangeError(`No share of ${total} for ${part} of ${whole}`);
  }
  return (total * part * 2n + whole) / (2n * whole);
}

/** The TDS on a disposal: the ledger's when given, else section 194S's where the platform deducts for its kind. */
export function tdsOf(disposal: Disposal): bigint {
  if (disposal.tds !== undefined) return disposal.tds;
  return DISPOSAL_RULES[disposal.kind].platformTds ? tds194S(disposal.consideration, disposal.at) : 0n;
}

function check(event: TaxEvent): void {
  const money = event.type === 'acquisition' ? event.cost : event.consideration;
  if (event.quantity <= 0n || money < 0n || Number.isNaN(event.at.getTime())) {
    throw new RangeError(`A ${event.type} needs a date, a positive quantity and no negative amount`);
  }
}

/** One asset's open lots, oldest first; `head` skips the lots used up (cheaper than shifting a long array). */
interface Queue {
  lots: Lot[];
  head: number;
}

/** Takes `quantity` from the oldest lots: each part's cost is its share of what remains of its lot. */
function consume(queue: Queue, asset: string, quantity: bigint): Lot[] {
  const parts: Lot[] = [];
  let left = quantity;
  while (left > 0n && queue.head < queue.lots.length) {
    const lot = queue.lots[queue.head] as Lot;
    const take = left < lot.quantity ? left : lot.quantity;
    const cost = share(lot.cost, take, lot.quantity);
    parts.push({ ...lot, quantity: take, cost });
    lot.quantity -= take;
    lot.cost -= cost;
    left -= take;
    if (lot.quantity === 0n) queue.head++;
  }
  // More than the history holds (coins that arrived by a path not reported, or a history that starts late): an
  // unknown lot of nil cost, marked, rather than a refusal of the whole report. Nil cost overstates the gain, never
  // hides it, and the mark asks the person for the acquisition.
  if (left > 0n) {
    parts.push({ asset, acquiredAt: null, source: 'unknown', quantity: left, cost: 0n, costKnown: false });
  }
  return parts;
}

/** The disposal's rows: one per part, each with its share of the consideration. */
function rowsOf(disposal: Disposal, parts: Lot[]): DisposalRow[] {
  let consideration = disposal.consideration;
  let quantity = disposal.quantity;
  const { taxed } = DISPOSAL_RULES[disposal.kind];
  return parts.map((part) => {
    const carried = share(consideration, part.quantity, quantity);
    consideration -= carried;
    quantity -= part.quantity;
    return {
      asset: disposal.asset,
      kind: disposal.kind,
      transferredAt: disposal.at,
      acquiredAt: part.acquiredAt,
      source: part.source,
      quantity: part.quantity,
      cost: part.cost,
      consideration: carried,
      gain: carried - part.cost,
      costKnown: part.costKnown,
      taxed,
      ...(disposal.ref === undefined ? {} : { ref: disposal.ref }),
      ...(part.ref === undefined ? {} : { lotRef: part.ref }),
    };
  });
}

/** In order of time (events at the same instant in the order given), as the person's holdings went. */
function chronological(events: readonly TaxEvent[]): TaxEvent[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.at.getTime() - b.event.at.getTime() || a.index - b.index)
    .map(({ event }) => event);
}

/** Matches every disposal to the lots it consumed, first in first out per asset, and what remains. */
export function matchFifo(events: readonly TaxEvent[]): FifoResult {
  const queues = new Map<string, Queue>();
  const disposals: MatchedDisposal[] = [];
  for (const event of chronological(events)) {
    check(event);
    let queue = queues.get(event.asset);
    if (!queue) {
      queue = { lots: [], head: 0 };
      queues.set(event.asset, queue);
    }
    if (event.type === 'acquisition') {
      queue.lots.push({
        asset: event.asset,
        acquiredAt: event.at,
        source: event.source,
        quantity: event.quantity,
        cost: event.cost,
        costKnown: event.costKnown,
        ...(event.ref === undefined ? {} : { ref: event.ref }),
      });
    } else {
      const rows = rowsOf(event, consume(queue, event.asset, event.quantity));
      disposals.push({ disposal: event, rows, tds: tdsOf(event) });
    }
  }
  const lots = [...queues.values()].flatMap((queue) => queue.lots.slice(queue.head));
  return { disposals, lots };
}
