import { match } from "ts-pattern";
import { err, ok, type Result } from "../shared/result";
import type { LedgerLine, LedgerLineState, RefundRule } from "./ledger-line";

/** Why a line cannot move: it does not stand where the move starts, or its refund rule forbids a refund now. */
export type LedgerLineMoveError =
  | { readonly _tag: "LineNotInState"; readonly expected: LedgerLineState; readonly actual: LedgerLineState }
  | { readonly _tag: "RefundNotAllowed"; readonly rule: RefundRule };

const from = (line: LedgerLine, expected: LedgerLineState): Result<LedgerLine, LedgerLineMoveError> =>
  line.state === expected ? ok(line) : err({ _tag: "LineNotInState", expected, actual: line.state });

/** A due line is paid (the provider saw the money at `now`). */
export const payLine = (line: LedgerLine, now: Date): Result<LedgerLine, LedgerLineMoveError> => {
  const due = from(line, "due");
  return due.ok ? ok({ ...line, state: "paid", paid_at: now }) : due;
};

/**
 * Whether a paid line's rule lets its payer ask for the money back: never for a non-refundable line, before the
 * university's offer for one refundable until the offer, always for one refundable less the bank's charges.
 */
export const refundAllowed = (rule: RefundRule, offerReceived: boolean): boolean =>
  match(rule)
    .with("non_refundable", () => false)
    .with("refundable_until_offer", () => !offerReceived)
    .with("refundable_minus_bank_costs", () => true)
    .exhaustive();

/** The payer asks for a paid line's money back, where its rule allows. */
export const requestRefund = (line: LedgerLine, offerReceived: boolean): Result<LedgerLine, LedgerLineMoveError> => {
  const paid = from(line, "paid");
  if (!paid.ok) return paid;
  if (!refundAllowed(line.refund_rule, offerReceived)) return err({ _tag: "RefundNotAllowed", rule: line.refund_rule });
  return ok({ ...line, state: "refund_requested" });
};

/** Staff have returned the money of a line whose refund was asked for. */
export const markRefunded = (line: LedgerLine): Result<LedgerLine, LedgerLineMoveError> => {
  const requested = from(line, "refund_requested");
  return requested.ok ? ok({ ...line, state: "refunded" }) : requested;
};

/** Whether the payer may ask for a line's money back now (the line is paid and its rule allows). */
export const refundRequestable = (line: LedgerLine, offerReceived: boolean): boolean =>
  requestRefund(line, offerReceived).ok;
