import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { timelineInstantArb } from "../../../tests/arbitraries/timeline.arb";
import { applicationDeadline } from "./application-deadline";
import { type DeadlineCandidate, deadlineTargets } from "./deadline-candidates";

const candidateArb: fc.Arbitrary<DeadlineCandidate> = fc.record({
  user_id: fc.integer({ min: 1, max: 3 }),
  booking_id: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
  degree_program_id: fc.integer({ min: 1, max: 4 }),
  subject: fc.constantFrom("Грант", "Бакалавриат"),
  intake: fc.constantFrom("", "Осень 2027"),
  waves: fc.array(fc.record({ label: fc.constantFrom("Осень 2027", "Весна 2028"), closes_at: timelineInstantArb }), {
    maxLength: 3,
  }),
});

describe("deadlineTargets (properties)", () => {
  it("keeps each application with a deadline ahead, with that deadline", () => {
    fc.assert(
      fc.property(fc.array(candidateArb, { maxLength: 8 }), timelineInstantArb, (candidates, now) => {
        const targets = deadlineTargets(candidates, now);
        const applications = candidates.filter(
          (c) => c.booking_id !== null && applicationDeadline(c.waves, c.intake, now) !== null,
        );
        expect(targets.filter((t) => t.booking_id !== null)).toHaveLength(applications.length);
        for (const target of targets) expect(target.deadline.getTime()).toBeGreaterThan(now.getTime());
      }),
    );
  });

  it("drops a saved program the same user applied to", () => {
    fc.assert(
      fc.property(fc.array(candidateArb, { maxLength: 8 }), timelineInstantArb, (candidates, now) => {
        const targets = deadlineTargets(candidates, now);
        for (const saved of targets.filter((t) => t.booking_id === null)) {
          const applied = candidates.some(
            (c) =>
              c.booking_id !== null && c.user_id === saved.user_id && c.degree_program_id === saved.degree_program_id,
          );
          expect(applied).toBe(false);
        }
      }),
    );
  });
});
