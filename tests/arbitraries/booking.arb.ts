import fc from "fast-check";
import { type Booking, startBooking } from "../../core/domain/booking/booking";
import { BOOKING_ACTORS } from "../../core/domain/booking/booking-actor";
import { BOOKING_COMMANDS } from "../../core/domain/booking/booking-command";
import { BOOKING_STATUSES } from "../../core/domain/booking/booking-status";
import { transition } from "../../core/domain/booking/booking-transition";
import { BOOKING_TRANSITIONS } from "../../core/domain/booking/booking-transitions";

export const bookingStatusKeyArb = fc.constantFrom(...BOOKING_STATUSES);

/** Strings that are not status keys: wrong case, padded, or anything after a character no key contains. */
export const unknownBookingStatusArb = fc.oneof(
  fc.string().map((s) => `~${s}`),
  bookingStatusKeyArb.map((key) => key.toUpperCase()),
  bookingStatusKeyArb.map((key) => ` ${key}`),
  fc.constant(""),
);

export const rawBookingStatusArb = fc.oneof(bookingStatusKeyArb, unknownBookingStatusArb);

export const bookingActorArb = fc.constantFrom(...BOOKING_ACTORS);

export const bookingCommandArb = fc.constantFrom(...BOOKING_COMMANDS);

/** Any command by any actor: most of them are refused in a given status. */
export const bookingStepArb = fc.record({ command: bookingCommandArb, actor: bookingActorArb });

export const bookingNowArb = fc.date({
  min: new Date("2024-01-01T00:00:00Z"),
  max: new Date("2030-12-31T23:59:59Z"),
  noInvalidDate: true,
});

const AT = new Date("2026-03-01T09:00:00Z");

/**
 * A booking reached from registering by following allowed rows of the table: each number picks one of the rows
 * leaving the current status. Stops early when a final status is reached.
 */
export const reachableBookingArb: fc.Arbitrary<Booking> = fc.array(fc.nat(), { maxLength: 30 }).map((choices) =>
  choices.reduce((booking, choice) => {
    const rows = BOOKING_TRANSITIONS.filter((row) => row.from === booking.status);
    const row = rows[choice % Math.max(rows.length, 1)];
    if (row === undefined) return booking;
    const next = transition(booking, row.command, row.actor, AT);
    if (!next.ok) throw new Error(`table row refused: ${row.from} ${row.command} by ${row.actor}`);
    return next.value;
  }, startBooking("b-1")),
);

/** A list of API bookings with distinct ids and raw statuses, known or not. */
export const bookingListArb = fc
  .array(rawBookingStatusArb, { maxLength: 40 })
  .map((statuses) => statuses.map((status, index) => ({ id: index, status })));
