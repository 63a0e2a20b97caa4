import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingStatusKeyArb } from "../../../tests/arbitraries/booking.arb";
import { instantArb, slaOverridesArb } from "../../../tests/arbitraries/staff-queue.arb";
import { stageExpectation } from "../timeline/stage-expectation";
import { effectiveSla, isOverdue, isValidSla, overdueCutoffs, SLA_STATUSES, slaClockRuns, slaDueAt } from "./staff-sla";

describe("SLA properties", () => {
  it("has a clock exactly where the agency or the university acts, so it pauses on the student and on payments", () => {
    fc.assert(
      fc.property(bookingStatusKeyArb, (status) => {
        const party = stageExpectation({ _tag: "Known", key: status }).party;
        expect(slaClockRuns(status)).toBe(party === "agency" || party === "university");
      }),
    );
  });

  it("gives every clocked status hours, valid ones, and no other status any", () => {
    fc.assert(
      fc.property(slaOverridesArb, (overrides) => {
        const sla = effectiveSla(overrides);
        for (const status of SLA_STATUSES) expect(isValidSla(status, sla[status] ?? 0)).toBe(true);
        expect(Object.keys(sla).sort()).toEqual([...SLA_STATUSES].sort());
      }),
    );
  });

  it("takes the last valid change of a status, else its default", () => {
    fc.assert(
      fc.property(slaOverridesArb, (overrides) => {
        const sla = effectiveSla(overrides);
        const defaults = effectiveSla([]);
        for (const status of SLA_STATUSES) {
          const last = overrides.filter((o) => o.status === status && isValidSla(status, o.hours)).at(-1);
          expect(sla[status]).toBe(last?.hours ?? defaults[status]);
        }
      }),
    );
  });

  it("marks overdue exactly what the overdue query selects", () => {
    fc.assert(
      fc.property(slaOverridesArb, bookingStatusKeyArb, instantArb, instantArb, (overrides, status, since, now) => {
        const sla = effectiveSla(overrides);
        const selected = overdueCutoffs(sla, now).some(
          (cut) => cut.status === status && since.getTime() <= cut.enteredBy.getTime(),
        );
        expect(isOverdue(status, since, sla, now)).toBe(selected);
      }),
    );
  });

  it("never makes a status without a clock overdue, and once overdue stays overdue as time passes", () => {
    fc.assert(
      fc.property(
        slaOverridesArb,
        bookingStatusKeyArb,
        instantArb,
        instantArb,
        fc.nat(),
        (overrides, status, since, now, later) => {
          const sla = effectiveSla(overrides);
          if (!slaClockRuns(status)) expect(slaDueAt(status, since, sla)).toBeNull();
          if (isOverdue(status, since, sla, now)) {
            expect(isOverdue(status, since, sla, new Date(now.getTime() + later))).toBe(true);
          }
        },
      ),
    );
  });
});
