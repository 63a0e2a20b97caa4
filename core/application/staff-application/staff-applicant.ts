import { Effect } from "effect";
import { existingBooking } from "./existing-booking";
import type { StaffApplicationDeps, StaffBookingNotFound } from "./staff-application-deps";

/** The applicant's account as staff see it: name, e-mail and phone (empty when the account has none). */
export type StaffApplicant = {
  readonly user_id: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
};

/** The account behind an application; an application whose account is gone is not found either. */
export const staffApplicant = (
  deps: Pick<StaffApplicationDeps, "bookings" | "users">,
  booking_id: number,
): Effect.Effect<StaffApplicant, StaffBookingNotFound> =>
  Effect.gen(function* () {
    const booking = yield* existingBooking(deps, booking_id);
    const account = yield* Effect.promise(() => deps.users.findById(booking.user_id));
    if (account === null) return yield* Effect.fail({ _tag: "BookingNotFound", id: booking_id } as const);
    const name = `${account.firstName} ${account.lastName}`.trim();
    return { user_id: account.id, name, email: account.email, phone: account.phone };
  });
