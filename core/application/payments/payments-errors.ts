import type { LedgerLineMoveError } from "../../domain/ledger/ledger-line-state";

/** No such booking, or (for an applicant) someone else's: the two are not told apart. */
export type BookingNotFound = { readonly _tag: "BookingNotFound"; readonly id: number };
/** No such line in this booking's ledger. */
export type LedgerLineNotFound = { readonly _tag: "LedgerLineNotFound"; readonly id: number };
/** The line cannot be paid now: it is not due, or not set for the payment status the booking stands in. */
export type LineNotPayable = { readonly _tag: "LineNotPayable"; readonly id: number };
/** The line does not stand where the move starts, or its refund rule forbids it. */
export type LineMoveRefused = { readonly _tag: "LineMoveRefused"; readonly error: LedgerLineMoveError };
/** The line moved between reading and writing it; nothing was changed. */
export type LineChanged = { readonly _tag: "LineChanged"; readonly id: number };
