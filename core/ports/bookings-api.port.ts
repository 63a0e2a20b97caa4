import type { BookingGroup } from "../domain/booking/booking-groups";
import type { Application } from "../domain/catalogue/application";

/** How starting a booking ended. */
export type BookingStartOutcome =
  | { readonly _tag: "Created"; readonly id: number }
  /** 409: the user already has an open booking for this program. */
  | { readonly _tag: "AlreadyOpen" }
  /** 404 (or an id the server refuses): no such education base. */
  | { readonly _tag: "NotFound" }
  | { readonly _tag: "SignInRequired" }
  /** Network failure, rate limit or server error: try again later. */
  | { readonly _tag: "Unavailable" };

/** The signed-in user's bookings (spec 7, /api/ru/v1). */
export interface BookingsApi {
  /** POST /bookings/create for one education base. */
  startForEducationBase(educationBaseId: number): Promise<BookingStartOutcome>;
  /** GET /main/applications-list: the applications grouped by status in display order. Failure: [] silently. */
  applications(): Promise<readonly BookingGroup<Application>[]>;
}
