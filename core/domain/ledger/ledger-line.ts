import type { PaymentStatus } from "./payment-status";

/** What a line of an application's ledger is for (docs/adr/054-application-ledger-and-payments.md). */
export const LEDGER_KINDS = ["application_fee", "service_fee", "deposit", "tuition", "extra_services"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Who receives the money of a line. */
export const LEDGER_RECIPIENTS = ["university", "agency"] as const;
export type LedgerRecipient = (typeof LEDGER_RECIPIENTS)[number];

/** Currencies a ledger line may be set in; every one has two minor digits (fen, kopeck, cent). */
export const LEDGER_CURRENCIES = ["CNY", "RUB", "USD", "EUR"] as const;
export type LedgerCurrency = (typeof LEDGER_CURRENCIES)[number];

/**
 * When the payer may ask for the money of a paid line back: never; in full until the university's offer; or at
 * any time, less the bank's charges (which staff deduct when they refund).
 */
export const REFUND_RULES = ["non_refundable", "refundable_until_offer", "refundable_minus_bank_costs"] as const;
export type RefundRule = (typeof REFUND_RULES)[number];

/** Where a line stands: due -> paid -> refund_requested -> refunded. */
export const LEDGER_LINE_STATES = ["due", "paid", "refund_requested", "refunded"] as const;
export type LedgerLineState = (typeof LEDGER_LINE_STATES)[number];

/** What staff set on a new line; the rouble value is worked out from the rates of that moment. */
export type LedgerLineDraft = {
  readonly kind: LedgerKind;
  readonly description: string;
  readonly recipient: LedgerRecipient;
  /** In minor units of `currency` (fen, kopecks, cents), above zero. */
  readonly amount_minor: number;
  readonly currency: LedgerCurrency;
  readonly refund_rule: RefundRule;
  readonly payment_status: PaymentStatus;
};

/** One stored line of a ledger. */
export type LedgerLine = LedgerLineDraft & {
  readonly id: number;
  readonly booking_id: number;
  /** The line's value in kopecks at the exchange rate of the moment it was set. */
  readonly amount_rub_minor: number;
  readonly state: LedgerLineState;
  readonly created_at: Date;
  readonly paid_at: Date | null;
};
