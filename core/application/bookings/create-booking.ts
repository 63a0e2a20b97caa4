import { Effect } from "effect";
import { FINAL_BOOKING_STATUSES } from "../../domain/booking/booking-status-kind";
import type {
  BookingContacts,
  BookingForm,
  BookingRepository,
  BookingTarget,
} from "../../ports/booking-repository.port";
import type { UserRepository } from "../../ports/user-repository.port";
import { type BookingDetails, bookingDetails } from "./booking-details";

export type CreateBookingError =
  | { readonly _tag: "TargetNotFound"; readonly target: BookingTarget }
  /** The user already has an open booking of this base, program or course. */
  | { readonly _tag: "DuplicateBooking"; readonly existing_id: number; readonly target: BookingTarget };

export type CreateBookingDeps = {
  readonly bookings: BookingRepository;
  readonly users: Pick<UserRepository, "findById">;
  /** Sets up the new booking's document checklist (ADR 052); runs once the booking exists. */
  readonly afterCreate?: (booking_id: number) => Promise<void>;
};

/** What the apply form sends: the choice, and the contacts and intake when the form had them. */
export type BookingRequest = {
  readonly target: BookingTarget;
  readonly contacts?: Partial<BookingContacts>;
  readonly intake?: string;
};

/** The form's contacts, each left-out one taken from the account (its name, e-mail and phone). */
const formOf = async (
  users: CreateBookingDeps["users"],
  user_id: number,
  request: BookingRequest,
): Promise<BookingForm> => {
  const account = await users.findById(user_id);
  const accountName = account === null ? "" : `${account.firstName} ${account.lastName}`.trim();
  return {
    contacts: {
      name: request.contacts?.name || accountName,
      phone: request.contacts?.phone || (account?.phone ?? ""),
      email: request.contacts?.email || (account?.email ?? ""),
    },
    intake: request.intake ?? "",
  };
};

/**
 * Places a booking in `registering` with what the apply form kept. A user may hold one open booking per education
 * base (or per degree program for a program booking, per course for a course); once it is sent or cancelled, a new
 * one may be placed.
 */
export const createBooking = (
  deps: CreateBookingDeps,
  user_id: number,
  request: BookingRequest,
  now: Date,
): Effect.Effect<BookingDetails, CreateBookingError> =>
  Effect.gen(function* () {
    const { bookings } = deps;
    const { target } = request;
    const resolved = yield* Effect.promise(() => bookings.resolveTarget(target));
    if (resolved === null) return yield* Effect.fail({ _tag: "TargetNotFound", target } as const);
    const form = yield* Effect.promise(() => formOf(deps.users, user_id, request));
    const booking = yield* Effect.mapError(
      bookings.create(user_id, resolved, FINAL_BOOKING_STATUSES, now, form),
      ({ existing_id }) => ({ _tag: "DuplicateBooking", existing_id, target }) as const,
    );
    if (deps.afterCreate) yield* Effect.promise(() => deps.afterCreate?.(booking.id) ?? Promise.resolve());
    const view = yield* Effect.promise(() => bookings.view(booking.id));
    if (view === null) return yield* Effect.die(new Error(`Booking ${booking.id} vanished right after it was created`));
    return bookingDetails(view, "user");
  });
