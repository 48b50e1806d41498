// Sub-brokers, their invitations, clients and commissions.
import type { Generated } from 'kysely';
import type { MinorUnits } from './columns.ts';

export interface SubBrokersTable {
  id: Generated<number>;
  user_id: number;
  business_name: string;
  /** Sealed (FieldCipher 'sub_brokers.pan'); shown to its owner only masked. */
  pan: string;
  gstin: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  /** Set on approval, with status 'approved' (a check keeps the two together). */
  code: string | null;
  reason: string | null;
  applied_at: Date;
  decided_at: Date | null;
}

export interface SubBrokerInvitationsTable {
  id: Generated<number>;
  sub_broker_id: number;
  user_id: number;
  invited_at: Date;
  accepted_at: Date | null;
}

export interface SubBrokerClientsTable {
  /** The client: at most one sub-broker each. */
  user_id: number;
  sub_broker_id: number;
  linked_at: Date;
}

/** A side of a client's fill whose fee earned the sub-broker a share: once each (the primary key). */
export interface SubBrokerCommissionsTable {
  source: 'instant' | 'trade';
  /** The instant order's id, or 'PAIR:trade id'. */
  fill_id: string;
  side: 'buy' | 'sell';
  sub_broker_id: number;
  client_id: number;
  fee: MinorUnits;
  percent: number;
  amount: MinorUnits;
  /** Section 194H's deduction from `amount` (nil within the year's threshold); the sub-broker receives the rest. */
  tds: Generated<string>;
  filled_at: Date;
  /** Paid by the ledger entry 'commission:<source>:<fill_id>:<side>' (none when the share rounded down to 0). */
  credited_at: Date;
}

/** A sub-broker's section 194H totals for one financial year ('2026-27'): commission credited, TDS due, TDS withheld. */
export interface SubBrokerTdsYearsTable {
  sub_broker_id: number;
  financial_year: string;
  credited: MinorUnits;
  due: MinorUnits;
  /** Never above `due`; below it while a deduction larger than its credit waits for the next credits. */
  withheld: MinorUnits;
}
