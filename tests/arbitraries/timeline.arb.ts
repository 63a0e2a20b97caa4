import fc from "fast-check";
import type { CalendarDate } from "../../core/domain/timeline/calendar-date";
import { calendarDateOf } from "../../core/domain/timeline/calendar-date";
import type { DocumentEventRow, StatusHistoryRow } from "../../core/domain/timeline/timeline-entry";
import { rawBookingStatusArb } from "./booking.arb";

/** Instants in a few years around now, whole seconds (ties are likely enough to be tried). */
export const timelineInstantArb = fc
  .integer({ min: 1_767_225_600, max: 1_767_225_600 + 60 })
  .chain((base) => fc.integer({ min: 0, max: 3 * 365 * 86_400 }).map((offset) => new Date((base + offset) * 1000)));

const tieProneInstantArb = fc.oneof(
  timelineInstantArb,
  fc.integer({ min: 0, max: 5 }).map((n) => new Date(Date.UTC(2026, 10, 28, 9, 0, n))),
);

const actorArb = fc.oneof(
  fc.constantFrom("user", "staff", "admin", "applicant", "system"),
  fc.string({ maxLength: 6 }),
);

export const statusHistoryRowArb: fc.Arbitrary<StatusHistoryRow> = fc.record({
  from: fc.option(rawBookingStatusArb, { nil: null }),
  to: rawBookingStatusArb,
  actor: actorArb,
  actor_user_id: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
  comment: fc.string({ maxLength: 20 }),
  at: tieProneInstantArb,
});

export const documentEventRowArb: fc.Arbitrary<DocumentEventRow> = fc.record({
  document_title: fc.string({ minLength: 1, maxLength: 20 }),
  from_stage: fc.option(fc.constantFrom("needed", "uploaded", "accepted"), { nil: null }),
  to_stage: fc.constantFrom("needed", "translated", "uploaded", "accepted"),
  actor: actorArb,
  remark: fc.string({ maxLength: 20 }),
  at: tieProneInstantArb,
});

/** Day numbers between 2020 and 2035. */
export const dayNumberArb = fc.integer({ min: 18_262, max: 23_741 });

export const calendarDateArb: fc.Arbitrary<CalendarDate> = dayNumberArb.map(calendarDateOf);
