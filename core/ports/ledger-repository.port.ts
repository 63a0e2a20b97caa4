import type { LedgerLine, LedgerLineDraft, LedgerLineState } from "../domain/ledger/ledger-line";

/** A line to store: staff's draft with its rouble value at the moment it is set. */
export type NewLedgerLine = LedgerLineDraft & {
  readonly booking_id: number;
  readonly amount_rub_minor: number;
  readonly created_by: number | null;
};

/** A line's move to another state, applied only while it still stands at `from` (ADR 054). */
export type LedgerLineMove = {
  readonly id: number;
  readonly from: LedgerLineState;
  readonly to: LedgerLineState;
  readonly at: Date;
};

/** The ledger lines of applications (table booking_ledger_lines). */
export interface LedgerRepository {
  add(line: NewLedgerLine, now: Date): Promise<LedgerLine>;
  /** The lines of a booking, in the order they were set. */
  list(booking_id: number): Promise<readonly LedgerLine[]>;
  find(id: number): Promise<LedgerLine | null>;
  /** Moves a line (a move to `paid` stores `at` as its payment time); false when it no longer stands at `from`. */
  move(move: LedgerLineMove): Promise<boolean>;
}
