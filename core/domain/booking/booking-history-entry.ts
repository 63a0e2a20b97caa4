import type { BookingActor } from "./booking-actor";
import type { BookingStatusKey } from "./booking-status";

/** One accepted move, appended by `transition`. */
export type BookingHistoryEntry = {
  readonly from: BookingStatusKey;
  readonly to: BookingStatusKey;
  readonly actor: BookingActor;
  readonly at: Date;
};
