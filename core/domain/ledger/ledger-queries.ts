import type { PaymentStatus } from "./payment-status";
import { LEDGER_CURRENCIES, type LedgerCurrency, type LedgerLine } from "./ledger-line";

type Lines = readonly LedgerLine[];

/** The due lines set for a payment status, in ledger order. */
export const dueLines = (lines: Lines, status: PaymentStatus): Lines =>
  lines.filter((line) => line.payment_status === status && line.state === "due");

/** Whether a payment status has a line to pay: staff move a booking into that status only when it has (ADR 054). */
export const hasDueLine = (lines: Lines, status: PaymentStatus): boolean => dueLines(lines, status).length > 0;

/** Whether a payment status has lines and none of them is still due (a refunded line was paid first). */
export const allLinesPaid = (lines: Lines, status: PaymentStatus): boolean => {
  const own = lines.filter((line) => line.payment_status === status);
  return own.length > 0 && own.every((line) => line.state !== "due");
};

export type CurrencyTotal = { readonly currency: LedgerCurrency; readonly amount_minor: number };

/** Sums of some lines: per currency (in the order of LEDGER_CURRENCIES, none for a currency without a line) and in kopecks. */
export type LedgerTotals = { readonly by_currency: readonly CurrencyTotal[]; readonly rub_minor: number };

export const ledgerTotals = (lines: Lines): LedgerTotals => ({
  by_currency: LEDGER_CURRENCIES.flatMap((currency) => {
    const own = lines.filter((line) => line.currency === currency);
    return own.length === 0 ? [] : [{ currency, amount_minor: own.reduce((sum, line) => sum + line.amount_minor, 0) }];
  }),
  rub_minor: lines.reduce((sum, line) => sum + line.amount_rub_minor, 0),
});

/** Whether the payer may pay a line now: it is due and set for the payment status the booking stands in. */
export const linePayableNow = (line: LedgerLine, bookingStatus: string): boolean =>
  line.state === "due" && line.payment_status === bookingStatus;
