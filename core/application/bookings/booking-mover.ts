import type { BookingActor } from "../../domain/booking/booking-actor";

/** Who moves a booking: its applicant (only their own bookings) or a member of staff (any booking). */
export type BookingMover = {
  readonly actor: BookingActor;
  readonly user_id: number;
};
