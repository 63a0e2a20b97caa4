import type { BookingActor } from "./booking-actor";
import type { BookingCommand } from "./booking-command";
import type { BookingStatusKey } from "./booking-status";
import { BOOKING_TRANSITIONS } from "./booking-transitions";

/** A command the actor may give now and where it leads ("resume": back to the remembered active status). */
export type AllowedMove = { readonly command: BookingCommand; readonly to: BookingStatusKey | "resume" };

/** The moves open to `actor` in `status`, in table order; empty for final statuses. */
export const allowedMoves = (status: BookingStatusKey, actor: BookingActor): readonly AllowedMove[] =>
  BOOKING_TRANSITIONS.filter((row) => row.from === status && row.actor === actor).map(({ command, to }) => ({
    command,
    to,
  }));
