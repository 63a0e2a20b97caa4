import { describe, expect, it } from "vitest";
import { effectiveSla, isOverdue, SLA_STATUSES, slaDueAt } from "./staff-sla";

const at = (hour: number) => new Date(Date.UTC(2026, 10, 28, hour));

describe("the staff SLA", () => {
  it("runs while the agency or the university acts, in the domain's order", () => {
    expect(SLA_STATUSES).toEqual(["checking", "pending_cancellation", "processing", "waiting"]);
  });

  it("defaults to two days for checking and is overdue from the 48th hour", () => {
    const sla = effectiveSla([]);
    expect(slaDueAt("checking", at(0), sla)).toEqual(at(48));
    expect(isOverdue("checking", at(0), sla, at(47))).toBe(false);
    expect(isOverdue("checking", at(0), sla, at(48))).toBe(true);
  });

  it("has no clock while the student acts or pays, whatever an admin stored", () => {
    const sla = effectiveSla([{ status: "pending_payment", hours: 1 }]);
    expect(isOverdue("pending_payment", at(0), sla, at(10_000))).toBe(false);
    expect(isOverdue("in_review", at(0), sla, at(10_000))).toBe(false);
  });

  it("uses an admin's hours in place of the default", () => {
    expect(effectiveSla([{ status: "checking", hours: 4 }]).checking).toBe(4);
    expect(effectiveSla([{ status: "checking", hours: 0 }]).checking).toBe(48);
  });
});
