import fc from "fast-check";
import { BOOKING_STATUSES } from "../../core/domain/booking/booking-status";
import { QUEUE_PARTIES, QUEUE_SEARCH_MAX, type QueueFilter } from "../../core/domain/staff-queue/queue-filter";
import { SLA_MAX_HOURS, SLA_STATUSES, type SlaOverride } from "../../core/domain/staff-queue/staff-sla";

const idArb = fc.integer({ min: 1, max: 2_147_483_647 });

/** Text as a filter keeps it: trimmed, not blank, within the limit. */
const keptTextArb = fc
  .string({ minLength: 1, maxLength: QUEUE_SEARCH_MAX })
  .map((text) => text.trim())
  .filter((text) => text !== "");

/** A filter as parseQueueParams can produce it. */
export const queueFilterArb: fc.Arbitrary<QueueFilter> = fc.record({
  status: fc.option(fc.constantFrom(...BOOKING_STATUSES), { nil: null }),
  institution: fc.option(idArb, { nil: null }),
  program: fc.option(idArb, { nil: null }),
  course: fc.option(idArb, { nil: null }),
  intake: fc.option(keptTextArb, { nil: null }),
  assignee: fc.oneof(fc.constantFrom("any" as const, "none" as const), idArb),
  party: fc.option(fc.constantFrom(...QUEUE_PARTIES), { nil: null }),
  overdue: fc.boolean(),
  search: fc.oneof(fc.constant(""), keptTextArb),
  page: fc.integer({ min: 1, max: 1_000_000 }),
});

/** Stored SLA changes, valid or not (unknown statuses, statuses without a clock, hours out of range). */
export const slaOverridesArb: fc.Arbitrary<readonly SlaOverride[]> = fc.array(
  fc.record({
    status: fc.oneof(fc.constantFrom(...BOOKING_STATUSES), fc.constantFrom(...SLA_STATUSES), fc.string()),
    hours: fc.oneof(fc.integer({ min: 1, max: SLA_MAX_HOURS }), fc.integer(), fc.double()),
  }),
  { maxLength: 8 },
);

/** An instant in 2020..2030. */
export const instantArb = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => new Date(ms));
