import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bookingNowArb,
  bookingStatusKeyArb,
  bookingStepArb,
  reachableBookingArb,
} from "../../../tests/arbitraries/booking.arb";
import type { Booking } from "./booking";
import { BOOKING_ACTORS } from "./booking-actor";
import { BOOKING_COMMANDS } from "./booking-command";
import { BOOKING_STATUSES } from "./booking-status";
import { FINAL_BOOKING_STATUSES } from "./booking-status-kind";
import { transition } from "./booking-transition";

const isFinal = (booking: Booking): boolean => (FINAL_BOOKING_STATUSES as readonly string[]).includes(booking.status);

const stateKey = (booking: Booking): string => `${booking.status}/${"resume" in booking ? booking.resume : ""}`;

const AT = new Date("2026-03-01T09:00:00Z");

/** Every (status, remembered status) pair reachable from `start` by any accepted command. */
const explore = (start: Booking): readonly Booking[] => {
  const seen = new Map<string, Booking>([[stateKey(start), start]]);
  const queue = [start];
  for (let booking = queue.shift(); booking !== undefined; booking = queue.shift()) {
    for (const command of BOOKING_COMMANDS) {
      for (const actor of BOOKING_ACTORS) {
        const next = transition(booking, command, actor, AT);
        if (next.ok && !seen.has(stateKey(next.value))) {
          seen.set(stateKey(next.value), next.value);
          queue.push(next.value);
        }
      }
    }
  }
  return [...seen.values()];
};

describe("transition (properties)", () => {
  it("final states accept nothing, from anyone", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FINAL_BOOKING_STATUSES), bookingStepArb, bookingNowArb, (status, step, now) => {
        const booking: Booking = { id: "b-1", status, history: [] };
        expect(transition(booking, step.command, step.actor, now)).toEqual({
          ok: false,
          error: { _tag: "FinalState", status, command: step.command },
        });
      }),
    );
  });

  it("every reachable state can still reach a final state", () => {
    fc.assert(
      fc.property(reachableBookingArb, (booking) => {
        expect(explore(booking).some(isFinal)).toBe(true);
      }),
    );
  });

  it("every status is reachable from registering", () => {
    fc.assert(
      fc.property(bookingStatusKeyArb, (status) => {
        expect(explore({ id: "b-1", status: "registering", history: [] }).map((b) => b.status)).toContain(status);
      }),
      { numRuns: BOOKING_STATUSES.length * 2 },
    );
  });

  it("history grows by one per accepted command, chains, and ends at the current status", () => {
    fc.assert(
      fc.property(
        reachableBookingArb,
        fc.array(fc.record({ step: bookingStepArb, now: bookingNowArb }), { maxLength: 30 }),
        (start, steps) => {
          let booking = start;
          let accepted = 0;
          for (const { step, now } of steps) {
            const next = transition(booking, step.command, step.actor, now);
            if (next.ok) {
              accepted += 1;
              expect(next.value.history.at(-1)).toEqual({
                from: booking.status,
                to: next.value.status,
                actor: step.actor,
                at: now,
              });
              booking = next.value;
            }
          }
          expect(booking.history.length).toBe(start.history.length + accepted);
          expect(booking.history.at(-1)?.to ?? "registering").toBe(booking.status);
          booking.history.slice(1).forEach((entry, i) => {
            expect(entry.from).toBe(booking.history[i]?.to);
          });
        },
      ),
    );
  });

  it("never alters the booking it is given; a refusal names the current status", () => {
    fc.assert(
      fc.property(reachableBookingArb, bookingStepArb, bookingNowArb, (booking, step, now) => {
        const before = structuredClone(booking);
        const next = transition(booking, step.command, step.actor, now);
        expect(booking).toEqual(before);
        if (!next.ok) {
          expect(next.error.status).toBe(booking.status);
        }
      }),
    );
  });
});
