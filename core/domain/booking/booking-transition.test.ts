import { describe, expect, it } from "vitest";
import { type Booking, startBooking } from "./booking";
import type { BookingActor } from "./booking-actor";
import type { BookingCommand } from "./booking-command";
import { transition } from "./booking-transition";

const AT = new Date("2026-03-01T09:00:00Z");

const run = (steps: readonly (readonly [BookingCommand, BookingActor])[], from: Booking = startBooking("b-1")) =>
  steps.reduce((booking, [command, actor]) => {
    const next = transition(booking, command, actor, AT);
    if (!next.ok) throw new Error(`refused ${command} by ${actor}: ${next.error._tag}`);
    return next.value;
  }, from);

describe("transition", () => {
  it("walks the happy path to sent, recording each move", () => {
    const booking = run([
      ["submit", "user"],
      ["request_changes", "staff"],
      ["resubmit", "user"],
      ["approve_documents", "staff"],
      ["sign", "user"],
      ["require_second_payment", "staff"],
      ["require_services_payment", "staff"],
      ["confirm_payment", "staff"],
      ["complete", "staff"],
    ]);
    expect(booking.status).toBe("sent");
    expect(booking.history.map(({ from, to, actor }) => `${from}>${to}:${actor}`)).toEqual([
      "registering>checking:user",
      "checking>in_review:staff",
      "in_review>checking:user",
      "checking>being_signed:staff",
      "being_signed>pending_payment:user",
      "pending_payment>pending_payment_2:staff",
      "pending_payment_2>pending_payment_services:staff",
      "pending_payment_services>processing:staff",
      "processing>sent:staff",
    ]);
    expect(booking.history.every((entry) => entry.at === AT)).toBe(true);
  });

  it("pays straight from the first payment to processing", () => {
    expect(
      run([
        ["submit", "user"],
        ["approve_documents", "staff"],
        ["sign", "user"],
        ["confirm_payment", "staff"],
      ]).status,
    ).toBe("processing");
  });

  it("remembers where a cancellation was requested and returns there when staff withdraw it", () => {
    const requested = run([
      ["submit", "user"],
      ["approve_documents", "staff"],
      ["request_cancellation", "user"],
    ]);
    expect(requested).toMatchObject({ status: "pending_cancellation", resume: "being_signed" });
    const withdrawn = run([["withdraw_cancellation", "staff"]], requested);
    expect(withdrawn.status).toBe("being_signed");
    expect("resume" in withdrawn).toBe(false);
    expect(withdrawn.history.at(-1)).toEqual({
      from: "pending_cancellation",
      to: "being_signed",
      actor: "staff",
      at: AT,
    });
  });

  it("cancels only when staff confirm", () => {
    const requested = run([["request_cancellation", "staff"]]);
    expect(transition(requested, "confirm_cancellation", "user", AT)).toEqual({
      ok: false,
      error: {
        _tag: "Forbidden",
        status: "pending_cancellation",
        command: "confirm_cancellation",
        actor: "user",
        allowed: ["staff"],
      },
    });
    expect(run([["confirm_cancellation", "staff"]], requested).status).toBe("cancelled");
  });

  it("puts a booking on hold and releases it to where it was", () => {
    const held = run([
      ["submit", "user"],
      ["hold", "staff"],
    ]);
    expect(held).toMatchObject({ status: "waiting", resume: "checking" });
    expect(run([["release", "staff"]], held).status).toBe("checking");
  });

  it("refuses a command that has no row for the current status", () => {
    expect(transition(startBooking("b-1"), "sign", "user", AT)).toEqual({
      ok: false,
      error: { _tag: "NotAllowed", status: "registering", command: "sign" },
    });
  });

  it("refuses a hold inside a hold", () => {
    const held = run([["hold", "staff"]]);
    expect(transition(held, "request_cancellation", "user", AT)).toEqual({
      ok: false,
      error: { _tag: "NotAllowed", status: "waiting", command: "request_cancellation" },
    });
  });

  it("refuses the wrong actor", () => {
    expect(transition(startBooking("b-1"), "submit", "staff", AT)).toEqual({
      ok: false,
      error: { _tag: "Forbidden", status: "registering", command: "submit", actor: "staff", allowed: ["user"] },
    });
  });

  it("refuses everything once sent", () => {
    const sent = run([
      ["submit", "user"],
      ["approve_documents", "staff"],
      ["sign", "user"],
      ["confirm_payment", "staff"],
      ["complete", "staff"],
    ]);
    expect(transition(sent, "request_cancellation", "staff", AT)).toEqual({
      ok: false,
      error: { _tag: "FinalState", status: "sent", command: "request_cancellation" },
    });
  });

  it("leaves the given booking untouched", () => {
    const booking = startBooking("b-1");
    transition(booking, "submit", "user", AT);
    expect(booking).toEqual({ id: "b-1", status: "registering", history: [] });
  });
});
