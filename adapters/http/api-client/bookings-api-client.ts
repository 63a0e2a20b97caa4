import { groupBookingsByStatus } from "../../../core/domain/booking/booking-groups";
import type { BookingsApi } from "../../../core/ports/bookings-api.port";
import { BOOKINGS_ROUTES } from "../contract/bookings.contract";
import type { ApiTransport } from "./api-transport";

/**
 * The signed-in user's bookings (spec 7). The answer is regrouped by the booking module, so the display order
 * and the single group of unknown statuses hold whatever the server sent. Failure: [] silently.
 */
export function bookingsApiClient(transport: ApiTransport): BookingsApi {
  return {
    async applications() {
      const outcome = await transport.call(BOOKINGS_ROUTES.applicationsList);
      if (outcome._tag !== "Ok") return [];
      return groupBookingsByStatus(outcome.value.data.flatMap((group) => group.items));
    },
  };
}
