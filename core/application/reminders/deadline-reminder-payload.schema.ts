import { z } from "zod";
import type { DeadlineReminderPayload } from "../../domain/timeline/deadline-reminders";

/** A reminder job's payload as stored: read back with this schema, since the table holds any JSON. */
export const deadlineReminderPayloadSchema = z.object({
  user_id: z.int().positive(),
  booking_id: z.int().positive().nullable(),
  subject: z.string(),
  deadline: z.iso.datetime(),
  days_left: z.int().positive(),
}) satisfies z.ZodType<DeadlineReminderPayload>;
