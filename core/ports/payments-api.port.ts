import type { LedgerRead, PaymentRead } from "../domain/ledger/ledger-read";
import type { SubmitResult } from "./submit-result";

/** How asking to pay a line ended. */
export type PaymentStartOutcome =
  /** Send the payer to the provider's checkout. */
  | { readonly _tag: "Checkout"; readonly url: string }
  /** 409: the line is paid already or belongs to another stage of payment. */
  | { readonly _tag: "NotPayable" }
  /** 404 or 422: no such booking or line for this user. */
  | { readonly _tag: "NotFound" }
  | { readonly _tag: "SignInRequired" }
  /** Network failure or server error: try again later. */
  | { readonly _tag: "Unavailable" };

/** The signed-in user's money on an application (ADR 054, /api/ru/v1). */
export interface PaymentsApi {
  /** GET /bookings/{id}/ledger; null when it is not the user's booking or the call failed. */
  ledger(bookingId: number): Promise<LedgerRead | null>;
  /** GET /payments/{id}: the user's own payment; null otherwise. */
  payment(paymentId: number): Promise<PaymentRead | null>;
  /** POST /bookings/{id}/payments for one due line. */
  start(bookingId: number, lineId: number): Promise<PaymentStartOutcome>;
  /** POST /bookings/{id}/ledger/{lineId}/refund. */
  requestRefund(bookingId: number, lineId: number): Promise<SubmitResult>;
}
