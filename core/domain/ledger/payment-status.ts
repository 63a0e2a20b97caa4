/** The booking statuses that ask the applicant to pay, each pointing at its ledger lines (ADR 051, 054). */
export { isPaymentStatus, PAYMENT_STATUSES, type PaymentStatus } from "../booking/move-requirements";
