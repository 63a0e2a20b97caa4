import type { BookingMoveOutcome } from "../../../core/ports/bookings-api.port";

/** The hidden field of the progress tab's move posts (its only form). */
export const MOVE_INTENT = { name: "intent", value: "move" } as const;

/** What a refused move comes back with (a move made redirects to the page, which shows the new status). */
export type MoveActionData = { readonly refused: Exclude<BookingMoveOutcome, { _tag: "Moved" }> };
