import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { timelineInstantArb } from "../../../tests/arbitraries/timeline.arb";
import { type DeadlineTarget, plannedReminders, REMINDER_DAYS_BEFORE } from "./deadline-reminders";

const DAY_MS = 86_400_000;

const targetArb: fc.Arbitrary<DeadlineTarget> = fc.record({
  user_id: fc.integer({ min: 1, max: 1000 }),
  booking_id: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
  degree_program_id: fc.integer({ min: 1, max: 1000 }),
  subject: fc.string({ minLength: 1, maxLength: 20 }),
  deadline: timelineInstantArb,
});

describe("plannedReminders (properties)", () => {
  it("plans 14, 7 and 3 days before the deadline, only the times after now", () => {
    fc.assert(
      fc.property(targetArb, fc.integer({ min: -20 * DAY_MS, max: 20 * DAY_MS }), (target, offset) => {
        const now = new Date(target.deadline.getTime() - offset);
        const planned = plannedReminders(target, now);
        const expected = REMINDER_DAYS_BEFORE.filter(
          (days) => target.deadline.getTime() - days * DAY_MS > now.getTime(),
        );
        expect(planned.map((r) => r.payload.days_left)).toEqual(expected);
        for (const reminder of planned) {
          expect(reminder.run_at.getTime()).toBe(target.deadline.getTime() - reminder.payload.days_left * DAY_MS);
          expect(reminder.payload).toMatchObject({ user_id: target.user_id, booking_id: target.booking_id });
        }
      }),
    );
  });

  it("names each reminder once: planning again gives the same keys, other targets other keys", () => {
    fc.assert(
      fc.property(targetArb, targetArb, (a, b) => {
        const long = new Date(Math.min(a.deadline.getTime(), b.deadline.getTime()) - 30 * DAY_MS);
        const keysA = plannedReminders(a, long).map((r) => r.key);
        expect(plannedReminders(a, long).map((r) => r.key)).toEqual(keysA);
        expect(new Set(keysA).size).toBe(3);
        const same =
          a.user_id === b.user_id &&
          a.deadline.getTime() === b.deadline.getTime() &&
          (a.booking_id === null
            ? b.booking_id === null && a.degree_program_id === b.degree_program_id
            : a.booking_id === b.booking_id);
        const keysB = plannedReminders(b, long).map((r) => r.key);
        expect(keysA.some((key) => keysB.includes(key))).toBe(same);
      }),
    );
  });
});
