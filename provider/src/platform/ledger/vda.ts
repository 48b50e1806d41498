// The tax year's one interface: an entry that moves a coin into or out of a person's holdings says what the move is
// (an acquisition at its cost, a disposal for its consideration) or why the coin stays theirs, and post() writes the
// record in the same transaction. An entry that moves a coin and says neither is refused, so no product forgets.
import { type Coin, isCoin } from '@sikka/shared/constants';
import { ACQUISITION_RULES, type AcquisitionSource, type DisposalKind } from '@sikka/shared/tax/vdaRules';
import type { Posting } from './ledger.ts';

/** A coin arriving: `quantity` minor units that cost `cost` paise (the market value on arrival when not bought). */
export interface VdaAcquisition {
  userId: number;
  asset: Coin;
  source: AcquisitionSource;
  quantity: bigint;
  cost: bigint;
}

/** A coin leaving: `quantity` minor units for `consideration` paise, with the TDS the entry withholds. */
export interface VdaDisposal {
  userId: number;
  asset: Coin;
  kind: DisposalKind;
  quantity: bigint;
  consideration: bigint;
  tds?: bigint;
}

export type VdaMove = VdaAcquisition | VdaDisposal;

/**
 * What an entry says about the coins it moves: the moves, or `held` with why a coin its lines move remains the
 * person's (in escrow for a gift, pledged to a loan, coming home from either), with any moves it makes besides.
 */
export type VdaNote = readonly VdaMove[] | { held: string; moves?: readonly VdaMove[] };

/** What a quantity of a coin (minor units) would fetch now, in paise: an acquisition's cost when none was paid. */
export type CoinValuer = (asset: Coin, quantity: bigint) => bigint;

/**
 * The only entries whose coins stay their owner's while the lines move them (a gift back from escrow, collateral
 * pledged or coming home): `held` anywhere else is refused, and the books' invariant checks every other entry.
 */
export const HELD_ENTRY_KINDS = [
  'gift_return',
  'loan_borrow',
  'loan_repay',
  'loan_auto_deduction',
  'loan_liquidation',
] as const;

/** A programming error: an entry moves a person's coin and does not say what the move is. */
export class UnrecordedVdaMove extends Error {
  override name = 'UnrecordedVdaMove';
}

/**
 * Checks an entry's note against its lines: every person's coin that the lines move in or out (their own
 * accounts' sum) must be the moves' net for that person and coin, unless the note says the coin is held. Moves of a
 * person the lines do not touch are allowed: a coin held earlier (a gift's escrow, a loan's collateral) leaves now.
 */
export function checkVda(kind: string, postings: readonly Posting[], note: VdaNote | undefined): void {
  if (note && 'held' in note) {
    if (!(HELD_ENTRY_KINDS as readonly string[]).includes(kind))
      throw new UnrecordedVdaMove(`${kind}: not an entry whose coins stay their owner's`);
    return;
  }
  const net = new Map<string, bigint>();
  for (const { account, amount } of postings) {
    if (account.userId === undefined || !isCoin(account.asset)) continue;
    const key = `${account.userId}:${account.asset}`;
    net.set(key, (net.get(key) ?? 0n) + amount);
  }
  const moved = new Map<string, bigint>();
  for (const move of note ?? []) {
    if (move.quantity <= 0n) throw new UnrecordedVdaMove(`${kind}: a move of ${move.quantity} ${move.asset}`);
    const key = `${move.userId}:${move.asset}`;
    moved.set(key, (moved.get(key) ?? 0n) + ('source' in move ? move.quantity : -move.quantity));
  }
  for (const [key, amount] of net) {
    if (amount !== 0n && moved.get(key) !== amount)
      throw new UnrecordedVdaMove(
        `${kind}: moves ${amount} of ${key} and records ${moved.get(key) ?? 'none'}`,
      );
  }
}

/** The rows of vda_moves an entry writes. */
export function vdaRows(entryId: string, note: VdaNote | undefined) {
  const moves = !note ? [] : 'held' in note ? (note.moves ?? []) : note;
  return moves.map((move) =>
    'source' in move
      ? {
          entry_id: entryId,
          user_id: move.userId,
          asset: move.asset,
          kind: move.source,
          direction: 'acquisition' as const,
          quantity: move.quantity,
          value: move.cost,
          cost_known: ACQUISITION_RULES[move.source].costKnown,
        }
      : {
          entry_id: entryId,
          user_id: move.userId,
          asset: move.asset,
          kind: move.kind,
          direction: 'disposal' as const,
          quantity: move.quantity,
          value: move.consideration,
          tds: move.tds ?? 0n,
          cost_known: true,
        },
  );
}
