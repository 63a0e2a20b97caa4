import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bookingActorArb,
  bookingCommandArb,
  bookingNowArb,
  reachableBookingArb,
} from "../../../tests/arbitraries/booking.arb";
import { allowedMoves } from "./allowed-moves";
import { transition } from "./booking-transition";

describe("allowedMoves (properties)", () => {
  it("lists exactly the commands transition accepts, with the status they lead to", () => {
    fc.assert(
      fc.property(
        reachableBookingArb,
        bookingCommandArb,
        bookingActorArb,
        bookingNowArb,
        (booking, command, actor, now) => {
          const offered = allowedMoves(booking.status, actor).find((move) => move.command === command);
          const result = transition(booking, command, actor, now);
          expect(result.ok).toBe(offered !== undefined);
          if (result.ok && offered !== undefined) {
            const expected = offered.to === "resume" && "resume" in booking ? booking.resume : offered.to;
            expect(result.value.status).toBe(expected);
          }
        },
      ),
    );
  });

  it("never offers the same command twice", () => {
    fc.assert(
      fc.property(reachableBookingArb, bookingActorArb, (booking, actor) => {
        const commands = allowedMoves(booking.status, actor).map((move) => move.command);
        expect(new Set(commands).size).toBe(commands.length);
      }),
    );
  });
});
