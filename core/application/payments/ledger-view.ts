import { refundRequestable } from "../../domain/ledger/ledger-line-state";
import type { LedgerLine } from "../../domain/ledger/ledger-line";
import { ledgerTotals, linePayableNow, type LedgerTotals } from "../../domain/ledger/ledger-queries";
import { isPaymentStatus } from "../../domain/ledger/payment-status";

/** A ledger line with what its payer may do with it now. */
export type LedgerLineView = LedgerLine & { readonly payable: boolean; readonly refundable: boolean };

/** A booking's ledger as its applicant and the staff read it. */
export type LedgerView = {
  readonly booking_id: number;
  readonly status: string;
  /** Whether the booking stands in a payment status (pending_payment, _2, _services). */
  readonly awaiting_payment: boolean;
  readonly lines: readonly LedgerLineView[];
  /** Every line; the lines still due; the lines paid (a refund requested or made included). */
  readonly totals: { readonly all: LedgerTotals; readonly due: LedgerTotals; readonly paid: LedgerTotals };
};

export const ledgerView = (
  booking: { readonly id: number; readonly status: string },
  lines: readonly LedgerLine[],
  offer: boolean,
): LedgerView => ({
  booking_id: booking.id,
  status: booking.status,
  awaiting_payment: isPaymentStatus(booking.status),
  lines: lines.map((line) => ({
    ...line,
    payable: linePayableNow(line, booking.status),
    refundable: refundRequestable(line, offer),
  })),
  totals: {
    all: ledgerTotals(lines),
    due: ledgerTotals(lines.filter((line) => line.state === "due")),
    paid: ledgerTotals(lines.filter((line) => line.state !== "due")),
  },
});
