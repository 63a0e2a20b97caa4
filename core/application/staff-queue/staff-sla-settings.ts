import { Effect } from "effect";
import { BOOKING_STATUS_ORDER } from "../../domain/booking/booking-status-order";
import type { BookingStatusKey } from "../../domain/booking/booking-status";
import { effectiveSla, isValidSla, SLA_STATUSES } from "../../domain/staff-queue/staff-sla";
import { slaInForce } from "./read-queue";
import type { StaffQueueDeps, StatusWithoutClock } from "./staff-queue-deps";

/** The SLA of one status with a clock: the hours in force and the core's default. */
export type SlaSetting = Readonly<{ status: BookingStatusKey; hours: number; default_hours: number }>;

/** Every status with a clock, in the domain's order, with its hours. */
export const readSlaSettings = (deps: Pick<StaffQueueDeps, "queue">): Effect.Effect<readonly SlaSetting[]> =>
  Effect.gen(function* () {
    const sla = yield* slaInForce(deps);
    const defaults = effectiveSla([]);
    return SLA_STATUSES.map((status) => ({
      status,
      hours: sla[status] ?? 0,
      default_hours: defaults[status] ?? 0,
    }));
  });

/**
 * An admin sets the hours of a status with a clock (null: back to the default); the audit log records the hours
 * before and after. The subject id of an SLA entry is the status's order number.
 */
export const setSlaHours = (
  deps: StaffQueueDeps,
  actor: number,
  status: BookingStatusKey,
  hours: number | null,
  now: Date,
): Effect.Effect<readonly SlaSetting[], StatusWithoutClock> =>
  Effect.gen(function* () {
    if (hours === null ? !SLA_STATUSES.includes(status) : !isValidSla(status, hours)) {
      return yield* Effect.fail<StatusWithoutClock>({ _tag: "StatusWithoutClock" });
    }
    const before = (yield* slaInForce(deps))[status] ?? null;
    yield* Effect.promise(() => deps.queue.setSla(status, hours, now));
    const settings = yield* readSlaSettings(deps);
    const after = settings.find((setting) => setting.status === status)?.hours ?? null;
    yield* Effect.promise(() =>
      deps.audit.record({
        actor_user_id: actor,
        action: "sla.set",
        subject_type: "sla",
        subject_id: BOOKING_STATUS_ORDER[status],
        booking_id: null,
        before: { status, hours: before },
        after: { status, hours: after },
        at: now,
      }),
    );
    return settings;
  });
