import type { AllowedMove } from "../../domain/booking/allowed-moves";
import { allowedMoves } from "../../domain/booking/allowed-moves";
import type { BookingActor } from "../../domain/booking/booking-actor";
import { parseBookingStatus } from "../../domain/booking/parse-booking-status";
import type { BookingApplication } from "../../ports/booking-repository.port";

/** A booking with the commands the asking actor may give now (none for an unknown status). */
export type BookingDetails = BookingApplication & { readonly allowed_moves: readonly AllowedMove[] };

export const bookingDetails = (booking: BookingApplication, actor: BookingActor): BookingDetails => {
  const parsed = parseBookingStatus(booking.status);
  return { ...booking, allowed_moves: parsed._tag === "Known" ? allowedMoves(parsed.key, actor) : [] };
};
