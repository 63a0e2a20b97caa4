import { MILESTONE_STEPS } from "../../../core/domain/timeline/milestone-step";
import type { MilestoneRepository, StoredMilestone } from "../../../core/ports/milestone-repository.port";

/** The in-memory milestones: one map of steps per application. */
export function memoryMilestoneRepository(): MilestoneRepository {
  const rows = new Map<number, Map<string, StoredMilestone>>();
  const of = (bookingId: number) => rows.get(bookingId) ?? new Map<string, StoredMilestone>();
  return {
    list: async (bookingId) => {
      const steps = of(bookingId);
      return MILESTONE_STEPS.flatMap((step) => {
        const row = steps.get(step);
        return row ? [row] : [];
      });
    },
    async set(bookingId, step, on_date, updated_by) {
      rows.set(bookingId, new Map(of(bookingId)).set(step, { step, on_date, updated_by }));
    },
    async clear(bookingId, step) {
      const steps = new Map(of(bookingId));
      const had = steps.delete(step);
      rows.set(bookingId, steps);
      return had;
    },
  };
}
