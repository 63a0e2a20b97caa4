import type { BookingGroup } from "../domain/booking/booking-groups";
import type { Application } from "../domain/catalogue/application";

/** The signed-in user's bookings (spec 7, /api/ru/v1). */
export interface BookingsApi {
  /** GET /main/applications-list: the applications grouped by status in display order. Failure: [] silently. */
  applications(): Promise<readonly BookingGroup<Application>[]>;
}
