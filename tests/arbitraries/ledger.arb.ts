import fc from "fast-check";
import {
  LEDGER_CURRENCIES,
  LEDGER_KINDS,
  LEDGER_LINE_STATES,
  LEDGER_RECIPIENTS,
  type LedgerLine,
  REFUND_RULES,
} from "../../core/domain/ledger/ledger-line";
import { PAYMENT_STATUSES } from "../../core/domain/ledger/payment-status";

export const paymentStatusArb = fc.constantFrom(...PAYMENT_STATUSES);
export const refundRuleArb = fc.constantFrom(...REFUND_RULES);
export const ledgerCurrencyArb = fc.constantFrom(...LEDGER_CURRENCIES);
export const ledgerLineStateArb = fc.constantFrom(...LEDGER_LINE_STATES);

/** An amount in minor units, from one fen to ten million yuan. */
export const amountMinorArb = fc.integer({ min: 1, max: 1_000_000_000 });

const atArb = fc.date({
  min: new Date("2026-01-01T00:00:00Z"),
  max: new Date("2027-12-31T00:00:00Z"),
  noInvalidDate: true,
});

/** A ledger line in any state (a paid or later line has its payment time). */
export const ledgerLineArb: fc.Arbitrary<LedgerLine> = fc
  .record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    booking_id: fc.integer({ min: 1, max: 1_000 }),
    kind: fc.constantFrom(...LEDGER_KINDS),
    description: fc.string({ maxLength: 40 }),
    recipient: fc.constantFrom(...LEDGER_RECIPIENTS),
    amount_minor: amountMinorArb,
    currency: ledgerCurrencyArb,
    amount_rub_minor: fc.integer({ min: 1, max: 20_000_000_000 }),
    refund_rule: refundRuleArb,
    payment_status: paymentStatusArb,
    state: ledgerLineStateArb,
    created_at: atArb,
    paid_at: atArb,
  })
  .map((line) => ({ ...line, paid_at: line.state === "due" ? null : line.paid_at }));

/** A due line. */
export const dueLedgerLineArb = ledgerLineArb.map((line): LedgerLine => ({ ...line, state: "due", paid_at: null }));

/** A ledger: lines with distinct ids. */
export const ledgerArb = fc.uniqueArray(ledgerLineArb, { selector: (line) => line.id, maxLength: 12 });
