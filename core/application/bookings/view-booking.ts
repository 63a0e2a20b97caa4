import type { BookingHistoryRow, BookingRepository } from "../../ports/booking-repository.port";
import { type BookingDetails, bookingDetails } from "./booking-details";
import type { BookingMover } from "./booking-mover";

/** A booking with its status history (oldest first), as the application page shows it. */
export type BookingView = BookingDetails & {
  readonly history: readonly {
    readonly from_status: string | null;
    readonly to_status: string;
    readonly actor: BookingHistoryRow["actor"];
    readonly remark: string;
    readonly at: string;
  }[];
};

/**
 * One booking for its applicant, or for staff: the moves the viewer may make now and the history of its status.
 * Someone else's booking reads as no booking (null), like one that does not exist.
 */
export const viewBooking = async (
  { bookings }: { readonly bookings: BookingRepository },
  viewer: BookingMover,
  id: number,
): Promise<BookingView | null> => {
  const stored = await bookings.find(id);
  if (stored === null || (viewer.actor === "user" && stored.user_id !== viewer.user_id)) return null;
  const [view, history] = await Promise.all([bookings.view(id), bookings.history(id)]);
  if (view === null) return null;
  return {
    ...bookingDetails(view, viewer.actor),
    history: history.map((row) => ({
      from_status: row.from_status,
      to_status: row.to_status,
      actor: row.actor,
      remark: row.remark,
      at: row.at.toISOString(),
    })),
  };
};
