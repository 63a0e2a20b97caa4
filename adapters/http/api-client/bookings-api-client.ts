import { match, P } from "ts-pattern";
import { groupBookingsByStatus } from "../../../core/domain/booking/booking-groups";
import type { BookingsApi, BookingStartOutcome } from "../../../core/ports/bookings-api.port";
import { BOOKINGS_ROUTES } from "../contract/bookings.contract";
import type { ApiTransport } from "./api-transport";

/**
 * The signed-in user's bookings (spec 7). The answer is regrouped by the booking module, so the display order
 * and the single group of unknown statuses hold whatever the server sent. Failure: [] silently. Starting a booking
 * answers a tagged outcome; a refused id (422) reads as an education base that does not exist.
 */
export function bookingsApiClient(transport: ApiTransport): BookingsApi {
  return {
    async applications() {
      const outcome = await transport.call(BOOKINGS_ROUTES.applicationsList);
      if (outcome._tag !== "Ok") return [];
      return groupBookingsByStatus(outcome.value.data.flatMap((group) => group.items));
    },
    async startForEducationBase(educationBaseId) {
      const body = { education_base_id: educationBaseId };
      const outcome = await transport.call(BOOKINGS_ROUTES.createBooking, { body });
      return match(outcome)
        .returnType<BookingStartOutcome>()
        .with({ _tag: "Ok" }, ({ value }) => ({ _tag: "Created", id: value.id }))
        .with({ _tag: "ValidationFailed" }, { _tag: "Failed", status: 404 }, () => ({ _tag: "NotFound" }))
        .with({ _tag: "Failed", status: 409 }, () => ({ _tag: "AlreadyOpen" }))
        .with({ _tag: "Failed", status: 401 }, () => ({ _tag: "SignInRequired" }))
        .with({ _tag: "Failed", status: P._ }, { _tag: "RateLimited" }, () => ({ _tag: "Unavailable" }))
        .exhaustive();
    },
  };
}
