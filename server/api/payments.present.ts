import type { LedgerView } from "../../core/application/payments/ledger-view";
import type { PaymentView } from "../../core/application/payments/payment-view";
import type { LedgerLine } from "../../core/domain/ledger/ledger-line";
import type { LedgerBody, LedgerLineBody, PaymentBody } from "../../adapters/http/contract/payments.contract";

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** A line as the API sends it; `payable` and `refundable` from the ledger view, false for a line alone. */
export const ledgerLineBody = (line: LedgerLine & { payable?: boolean; refundable?: boolean }): LedgerLineBody => ({
  id: line.id,
  booking_id: line.booking_id,
  kind: line.kind,
  description: line.description,
  recipient: line.recipient,
  amount_minor: line.amount_minor,
  currency: line.currency,
  amount_rub_minor: line.amount_rub_minor,
  refund_rule: line.refund_rule,
  payment_status: line.payment_status,
  state: line.state,
  created_at: line.created_at.toISOString(),
  paid_at: iso(line.paid_at),
  payable: line.payable ?? false,
  refundable: line.refundable ?? false,
});

export const ledgerBody = (view: LedgerView): LedgerBody => ({ ...view, lines: view.lines.map(ledgerLineBody) });

export const paymentBody = (payment: PaymentView): PaymentBody => ({
  id: payment.id,
  booking_id: payment.booking_id,
  ledger_line_id: payment.ledger_line_id,
  state: payment.state,
  amount_minor: payment.amount_minor,
  currency: payment.currency,
  description: payment.description,
  created_at: payment.created_at.toISOString(),
  completed_at: iso(payment.completed_at),
});
