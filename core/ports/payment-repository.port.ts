import type { LedgerCurrency } from "../domain/ledger/ledger-line";
import { PAYMENT_ATTEMPT_STATES, type PaymentAttemptState } from "../domain/ledger/ledger-read";

export const PAYMENT_STATES = PAYMENT_ATTEMPT_STATES;
export type PaymentState = PaymentAttemptState;

/** A payment attempt for one ledger line at a provider. `reference` is what the checkout was opened with. */
export type Payment = {
  readonly id: number;
  readonly booking_id: number;
  readonly ledger_line_id: number;
  readonly user_id: number;
  readonly provider: string;
  readonly reference: string;
  readonly amount_minor: number;
  readonly currency: LedgerCurrency;
  readonly state: PaymentState;
  readonly created_at: Date;
  readonly completed_at: Date | null;
};

export type NewPayment = Omit<Payment, "id" | "state" | "created_at" | "completed_at">;

/** A verified provider event to record: its id is taken once per provider. */
export type PaymentOutcomeRecord = {
  readonly provider: string;
  readonly event_id: string;
  readonly payment_id: number;
  readonly outcome: "succeeded" | "failed";
  readonly at: Date;
};

/** What recording an event did. */
export type RecordedOutcome =
  /** The event id was taken before: nothing changed. */
  | { readonly _tag: "Duplicate" }
  /** The event is recorded; the payment was no longer pending, so nothing else changed. */
  | { readonly _tag: "AlreadySettled"; readonly payment: Payment }
  /**
   * The event is recorded and the payment moved from pending to the outcome; a success also moved its ledger line
   * from due to paid (`line_paid` false when the line was no longer due). All in one transaction.
   */
  | { readonly _tag: "Settled"; readonly payment: Payment; readonly line_paid: boolean };

/** Payments and the provider callbacks already taken (tables payments, payment_callbacks). */
export interface PaymentRepository {
  create(payment: NewPayment, now: Date): Promise<Payment>;
  find(id: number): Promise<Payment | null>;
  record(event: PaymentOutcomeRecord): Promise<RecordedOutcome>;
}
