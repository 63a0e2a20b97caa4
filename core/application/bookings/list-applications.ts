import { match } from "ts-pattern";
import { groupBookingsByStatus } from "../../domain/booking/booking-groups";
import type { BookingStatusKey } from "../../domain/booking/booking-status";
import { bookingStatusText } from "../../domain/booking/booking-status-text";
import type { BookingApplication, BookingRepository } from "../../ports/booking-repository.port";

/** One group of the personal bookings list; `status` is null for the group of unknown statuses. */
export type ApplicationsGroup = {
  readonly status: BookingStatusKey | null;
  readonly title: string;
  readonly description: string;
  readonly items: readonly BookingApplication[];
};

export type ListApplicationsDeps = { readonly bookings: BookingRepository };

/** The user's own bookings grouped by status in display order (unknown statuses last), newest first in a group. */
export const listApplications = async (
  { bookings }: ListApplicationsDeps,
  user_id: number,
): Promise<readonly ApplicationsGroup[]> => {
  const own = await bookings.listForUser(user_id);
  return groupBookingsByStatus(own).map((group) => ({
    status: match(group.status)
      .with({ _tag: "Known" }, ({ key }) => key)
      .with({ _tag: "Unknown" }, () => null)
      .exhaustive(),
    ...bookingStatusText(group.status),
    items: group.bookings,
  }));
};
