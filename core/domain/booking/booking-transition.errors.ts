import type { BookingActor } from "./booking-actor";
import type { BookingCommand } from "./booking-command";
import type { BookingStatusKey } from "./booking-status";
import type { FinalBookingStatus } from "./booking-status-kind";

/** Why `transition` refused a command. */
export type BookingTransitionError =
  /** The booking is sent or cancelled: nothing moves it any more. */
  | { readonly _tag: "FinalState"; readonly status: FinalBookingStatus; readonly command: BookingCommand }
  /** No actor may give this command in this status. */
  | { readonly _tag: "NotAllowed"; readonly status: BookingStatusKey; readonly command: BookingCommand }
  /** The command exists here, but only for `allowed` actors. */
  | {
      readonly _tag: "Forbidden";
      readonly status: BookingStatusKey;
      readonly command: BookingCommand;
      readonly actor: BookingActor;
      readonly allowed: readonly BookingActor[];
    };
