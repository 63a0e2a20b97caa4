import type { BookingView } from "../application/bookings/view-booking";
import type { BookingCommand } from "../domain/booking/booking-command";
import type { BookingGroup } from "../domain/booking/booking-groups";
import type { Application } from "../domain/catalogue/application";
import type { FieldMessages } from "./submit-result";

/** What the apply form sends beside the choice (each blank field is taken from the account). */
export type BookingApplyForm = {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly intake: string;
};

/** How starting a booking ended. */
export type BookingStartOutcome =
  | { readonly _tag: "Created"; readonly id: number }
  /** 409: the user already has an open booking for this program (or course). */
  | { readonly _tag: "AlreadyOpen" }
  /** 404 (or an id the server refuses): no such education base (or course). */
  | { readonly _tag: "NotFound" }
  /** 422 on the form's own fields (a phone or an address that cannot be right): the server's messages per field. */
  | { readonly _tag: "Invalid"; readonly fields: FieldMessages }
  | { readonly _tag: "SignInRequired" }
  /** Network failure, rate limit or server error: try again later. */
  | { readonly _tag: "Unavailable" };

/** How the applicant's move of a booking ended. */
export type BookingMoveOutcome =
  | { readonly _tag: "Moved"; readonly status: string }
  /** 422: the move is not possible now; the server says why (e.g. which documents are missing). */
  | { readonly _tag: "Refused"; readonly message: string }
  /** 409: the booking changed meanwhile. */
  | { readonly _tag: "Changed" }
  | { readonly _tag: "NotFound" }
  | { readonly _tag: "SignInRequired" }
  | { readonly _tag: "Unavailable" };

/** The signed-in user's bookings (spec 7, /api/ru/v1). */
export interface BookingsApi {
  /** POST /bookings/create for one education base, with what the apply form kept. */
  startForEducationBase(educationBaseId: number, form?: BookingApplyForm): Promise<BookingStartOutcome>;
  /** POST /bookings/create for one course (ADR 059); the form's intake is the desired start. */
  startForCourse(courseId: number, form?: BookingApplyForm): Promise<BookingStartOutcome>;
  /** GET /main/applications-list: the applications grouped by status in display order. Failure: [] silently. */
  applications(): Promise<readonly BookingGroup<Application>[]>;
  /** GET /bookings/{id}: one of the user's bookings with its history; null when it is not theirs or not there. */
  booking(id: number): Promise<BookingView | null>;
  /** POST /bookings/{id}/move: one of the applicant's moves (send, sign, ask to cancel). */
  move(id: number, command: BookingCommand): Promise<BookingMoveOutcome>;
}
