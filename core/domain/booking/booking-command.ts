/** Everything that can be asked of a booking; the transition table says from where and by whom. */
export const BOOKING_COMMANDS = [
  "submit",
  "request_changes",
  "resubmit",
  "approve_documents",
  "sign",
  "require_second_payment",
  "require_services_payment",
  "confirm_payment",
  "complete",
  "request_cancellation",
  "confirm_cancellation",
  "withdraw_cancellation",
  "hold",
  "release",
] as const;

export type BookingCommand = (typeof BOOKING_COMMANDS)[number];
