import type { Effect } from "effect";
import type { BookingActor } from "../domain/booking/booking-actor";
import type { Application } from "../domain/catalogue/application";
import type { CourseRef } from "../domain/catalogue/course-ref";

/** What an applicant applies for: one education base, a degree program as a whole, or a course (ADR 059). */
export type BookingTarget =
  | { readonly _tag: "EducationBase"; readonly education_base_id: number }
  | { readonly _tag: "DegreeProgram"; readonly degree_program_id: number }
  | { readonly _tag: "Course"; readonly course_id: number };

/** A university target found in the catalogue, with the rows it belongs to. */
export type ResolvedUniversityTarget = {
  readonly institution_id: number;
  readonly degree_program_id: number;
  /** Null for a booking of a whole degree program. */
  readonly education_base_id: number | null;
};

/** A course found among the courses. */
export type ResolvedCourseTarget = { readonly course_id: number };

/** A target found: a university's rows, or a course. */
export type ResolvedBookingTarget = ResolvedUniversityTarget | ResolvedCourseTarget;

export const isCourseTarget = (target: ResolvedBookingTarget): target is ResolvedCourseTarget => "course_id" in target;

/** Who to reach about an application (the apply form; an account's own details by default). */
export type BookingContacts = {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
};

/** What the apply form keeps beside the choice: the contacts and the intake applied for. */
export type BookingForm = {
  readonly contacts: BookingContacts;
  /**
   * The intake (an admission wave's label, e.g. «Осенний набор 2027»), for a course the desired start («Январь
   * 2027»), or "" when none was chosen.
   */
  readonly intake: string;
};

export const BLANK_BOOKING_FORM: BookingForm = { contacts: { name: "", phone: "", email: "" }, intake: "" };

/** The stored status of a booking: raw text, read by the booking module (unknown keys stay possible). */
export type StoredBookingState = {
  readonly status: string;
  readonly resume_status: string | null;
};

export type StoredBooking = StoredBookingState & {
  readonly id: number;
  readonly user_id: number;
};

/**
 * A booking as the personal area lists it: `Application` (a union on `target`: a base, a program, whose booking names
 * the program in `education_base`, or a course) with the status a hold returns to and what the apply form kept; for
 * a course `intake` is the desired start.
 */
export type BookingApplication = Application & {
  readonly resume_status: string | null;
  readonly contacts: BookingContacts;
  readonly intake: string;
};

export type BookingHistoryRow = {
  readonly from_status: string | null;
  readonly to_status: string;
  readonly actor: BookingActor;
  readonly actor_user_id: number | null;
  /** The remark given with the move (staff asking for changes, a reason), else "". */
  readonly remark: string;
  readonly at: Date;
};

export type BookingMove = {
  readonly id: number;
  /** The state the move was computed from; the move is refused when the booking no longer stands there. */
  readonly from: StoredBookingState;
  readonly to: StoredBookingState;
  readonly actor: BookingActor;
  readonly actor_user_id: number;
  /** Stored with the history row; "" when the move has none. */
  readonly remark?: string;
  readonly at: Date;
};

/** The course of a course booking, with what its rules read: the kind, the duration text and the price in roubles. */
export type BookingCourse = CourseRef & { readonly duration: string; readonly price: number | null };

/** The user already has an open (not sent, not cancelled) booking of the same target. */
export type DuplicateOpenBooking = { readonly _tag: "Duplicate"; readonly existing_id: number };

/** Bookings (applications) and their status history. */
export interface BookingRepository {
  resolveTarget(target: BookingTarget): Promise<ResolvedBookingTarget | null>;
  /**
   * Creates a `registering` booking with its creation history row, unless the user already has a booking of the
   * same target whose status is not one of `closed_statuses` (then it fails with that booking's id); the check and
   * the insert are atomic per user. `form` is what the apply form kept (blank when left out).
   */
  create(
    user_id: number,
    target: ResolvedBookingTarget,
    closed_statuses: readonly string[],
    now: Date,
    form?: BookingForm,
  ): Effect.Effect<StoredBooking, DuplicateOpenBooking>;
  find(id: number): Promise<StoredBooking | null>;
  /** Applies a move and appends its history row; false when the booking is no longer in `move.from`. */
  move(move: BookingMove): Promise<boolean>;
  view(id: number): Promise<BookingApplication | null>;
  /** The course a course booking is for, with what its rules read (ADR 059); null for any other booking. */
  courseOf(id: number): Promise<BookingCourse | null>;
  /** The user's bookings, newest first. */
  listForUser(user_id: number): Promise<readonly BookingApplication[]>;
  /** Status history, oldest first (the creation row has `from_status` null). */
  history(id: number): Promise<readonly BookingHistoryRow[]>;
}
