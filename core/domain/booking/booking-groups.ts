import { match } from "ts-pattern";
import { BOOKING_STATUSES, type BookingStatusKey } from "./booking-status";
import { parseBookingStatus } from "./parse-booking-status";

/** Bookings that share a status; all unknown statuses share one group. */
export type BookingGroup<B> =
  | { readonly status: { readonly _tag: "Known"; readonly key: BookingStatusKey }; readonly bookings: readonly B[] }
  | { readonly status: { readonly _tag: "Unknown" }; readonly bookings: readonly B[] };

/**
 * Groups bookings by status in display order, unknown statuses last.
 * Empty groups are omitted; bookings keep their input order within a group.
 */
export const groupBookingsByStatus = <B extends { readonly status: string }>(
  bookings: readonly B[],
): readonly BookingGroup<B>[] => {
  const known = new Map<BookingStatusKey, B[]>();
  const unknown: B[] = [];
  for (const booking of bookings) {
    match(parseBookingStatus(booking.status))
      .with({ _tag: "Known" }, ({ key }) => {
        const group = known.get(key);
        if (group === undefined) known.set(key, [booking]);
        else group.push(booking);
      })
      .with({ _tag: "Unknown" }, () => {
        unknown.push(booking);
      })
      .exhaustive();
  }
  const groups = BOOKING_STATUSES.flatMap((key): BookingGroup<B>[] => {
    const members = known.get(key);
    return members === undefined ? [] : [{ status: { _tag: "Known", key }, bookings: members }];
  });
  return unknown.length === 0 ? groups : [...groups, { status: { _tag: "Unknown" }, bookings: unknown }];
};
