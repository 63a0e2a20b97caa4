import { BOOKING_STATUSES, type BookingStatusKey } from "./booking-status";

/** A raw status string read as one of the known keys, or kept verbatim as unknown. */
export type ParsedBookingStatus =
  { readonly _tag: "Known"; readonly key: BookingStatusKey } | { readonly _tag: "Unknown"; readonly raw: string };

const isBookingStatusKey = (raw: string): raw is BookingStatusKey =>
  (BOOKING_STATUSES as readonly string[]).includes(raw);

/** Exact, case-sensitive match against the API keys; anything else is Unknown (never throws). */
export const parseBookingStatus = (raw: string): ParsedBookingStatus =>
  isBookingStatusKey(raw) ? { _tag: "Known", key: raw } : { _tag: "Unknown", raw };
