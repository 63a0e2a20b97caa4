/** Who asks for a move: the applicant who owns the booking, or the provider's staff. */
export const BOOKING_ACTORS = ["user", "staff"] as const;

export type BookingActor = (typeof BOOKING_ACTORS)[number];
