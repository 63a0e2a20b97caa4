import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BookingPhase } from "../../domain/booking/booking";
import {
  ACTIVE_BOOKING_STATUSES,
  FINAL_BOOKING_STATUSES,
  HOLD_BOOKING_STATUSES,
} from "../../domain/booking/booking-status-kind";
import { applicantSubmitCommand } from "./applicant-submit-command";
import { readBookingState, storedStateOf } from "./booking-state";

describe("readBookingState", () => {
  it("reads active, hold and final statuses", () => {
    expect(readBookingState(4, { status: "checking", resume_status: null })).toEqual({
      ok: true,
      value: { id: "4", status: "checking", history: [] },
    });
    expect(readBookingState(4, { status: "waiting", resume_status: "processing" })).toEqual({
      ok: true,
      value: { id: "4", status: "waiting", resume: "processing", history: [] },
    });
    expect(readBookingState(4, { status: "sent", resume_status: null })).toMatchObject({
      ok: true,
      value: { status: "sent" },
    });
  });

  it("refuses unknown keys and holds without an active status to return to", () => {
    for (const state of [
      { status: "Sent", resume_status: null },
      { status: "archived", resume_status: null },
      { status: "waiting", resume_status: null },
      { status: "pending_cancellation", resume_status: "waiting" },
    ]) {
      expect(readBookingState(1, state)).toEqual({ ok: false, error: { _tag: "UnreadableBookingState", ...state } });
    }
  });

  it("round-trips every phase through its stored columns", () => {
    const phase: fc.Arbitrary<BookingPhase> = fc.oneof(
      fc
        .constantFrom(...ACTIVE_BOOKING_STATUSES, ...FINAL_BOOKING_STATUSES)
        .map((status): BookingPhase => ({ status })),
      fc.record({
        status: fc.constantFrom(...HOLD_BOOKING_STATUSES),
        resume: fc.constantFrom(...ACTIVE_BOOKING_STATUSES),
      }),
    );
    fc.assert(
      fc.property(phase, (p) => {
        const read = readBookingState(9, storedStateOf(p));
        expect(read).toEqual({ ok: true, value: { ...p, id: "9", history: [] } });
      }),
    );
  });

  it("submits from registering and resubmits from in_review", () => {
    expect(applicantSubmitCommand("registering")).toBe("submit");
    expect(applicantSubmitCommand("in_review")).toBe("resubmit");
  });
});
