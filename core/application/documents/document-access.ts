import { Effect } from "effect";
import type { DocumentActor } from "../../domain/documents/document-command";
import type { BookingRepository, StoredBooking } from "../../ports/booking-repository.port";
import type { DocumentViewer } from "./documents-deps";

/** No such booking, or someone else's: the two are not told apart. */
export type BookingNotFound = { readonly _tag: "BookingNotFound"; readonly id: number };

export type BookingAccess = { readonly booking: StoredBooking; readonly actor: DocumentActor };

/**
 * The booking as the viewer may act on it: its owner acts as the applicant, staff as staff; anyone else finds
 * nothing. An owner who is also staff acts as the applicant on their own application.
 */
export const bookingAccess = (
  bookings: BookingRepository,
  viewer: DocumentViewer,
  id: number,
): Effect.Effect<BookingAccess, BookingNotFound> =>
  Effect.gen(function* () {
    const booking = yield* Effect.promise(() => bookings.find(id));
    if (booking !== null && booking.user_id === viewer.user_id) return { booking, actor: "user" } as const;
    if (booking !== null && viewer.staff) return { booking, actor: "staff" } as const;
    return yield* Effect.fail({ _tag: "BookingNotFound", id } as const);
  });
