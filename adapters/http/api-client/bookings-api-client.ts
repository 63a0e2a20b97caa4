import { match, P } from "ts-pattern";
import { groupBookingsByStatus } from "../../../core/domain/booking/booking-groups";
import type {
  BookingApplyForm,
  BookingMoveOutcome,
  BookingsApi,
  BookingStartOutcome,
} from "../../../core/ports/bookings-api.port";
import { BOOKINGS_ROUTES } from "../contract/bookings.contract";
import type { ApiTransport } from "./api-transport";

/** The apply form's fields as the create call names them; blank ones are left out (the account's are used). */
const formBody = (form: BookingApplyForm | undefined) =>
  form === undefined
    ? {}
    : {
        contact_name: form.name,
        contact_phone: form.phone,
        contact_email: form.email,
        intake: form.intake,
      };

const FORM_FIELDS = ["contact_name", "contact_phone", "contact_email", "intake"];

/**
 * The signed-in user's bookings (spec 7). The answer is regrouped by the booking module, so the display order
 * and the single group of unknown statuses hold whatever the server sent. Failure: [] silently. Starting a booking
 * answers a tagged outcome; a refused id (422) reads as a base or course that does not exist, a refused form field
 * as the server's messages.
 */
export function bookingsApiClient(transport: ApiTransport): BookingsApi {
  const start = async (
    target: { education_base_id: number } | { course_id: number },
    form: BookingApplyForm | undefined,
  ): Promise<BookingStartOutcome> => {
    const outcome = await transport.call(BOOKINGS_ROUTES.createBooking, { body: { ...target, ...formBody(form) } });
    return match(outcome)
      .returnType<BookingStartOutcome>()
      .with({ _tag: "Ok" }, ({ value }) => ({ _tag: "Created", id: value.id }))
      .with({ _tag: "ValidationFailed" }, ({ fields }) =>
        Object.keys(fields).some((field) => FORM_FIELDS.includes(field))
          ? { _tag: "Invalid", fields }
          : { _tag: "NotFound" },
      )
      .with({ _tag: "Failed", status: 404 }, () => ({ _tag: "NotFound" }))
      .with({ _tag: "Failed", status: 409 }, () => ({ _tag: "AlreadyOpen" }))
      .with({ _tag: "Failed", status: 401 }, () => ({ _tag: "SignInRequired" }))
      .with({ _tag: "Failed", status: P._ }, { _tag: "RateLimited" }, () => ({ _tag: "Unavailable" }))
      .exhaustive();
  };
  return {
    async applications() {
      const outcome = await transport.call(BOOKINGS_ROUTES.applicationsList);
      if (outcome._tag !== "Ok") return [];
      return groupBookingsByStatus(outcome.value.data.flatMap((group) => group.items));
    },
    startForEducationBase: (educationBaseId, form) => start({ education_base_id: educationBaseId }, form),
    startForCourse: (courseId, form) => start({ course_id: courseId }, form),
    async booking(id) {
      const outcome = await transport.call(BOOKINGS_ROUTES.booking, { params: { id } });
      return outcome._tag === "Ok" ? outcome.value : null;
    },
    async move(id, command) {
      const outcome = await transport.call(BOOKINGS_ROUTES.moveBooking, { params: { id }, body: { command } });
      return match(outcome)
        .returnType<BookingMoveOutcome>()
        .with({ _tag: "Ok" }, ({ value }) => ({ _tag: "Moved", status: value.status }))
        .with({ _tag: "ValidationFailed" }, ({ message, fields }) => ({
          _tag: "Refused",
          message: fields.command?.[0] ?? message ?? "",
        }))
        .with({ _tag: "Failed", status: 409 }, () => ({ _tag: "Changed" }))
        .with({ _tag: "Failed", status: P.union(403, 404) }, () => ({ _tag: "NotFound" }))
        .with({ _tag: "Failed", status: 401 }, () => ({ _tag: "SignInRequired" }))
        .with({ _tag: "Failed", status: P._ }, { _tag: "RateLimited" }, () => ({ _tag: "Unavailable" }))
        .exhaustive();
    },
  };
}
