import { Effect } from "effect";
import type { ApplicantNotifier } from "../../ports/applicant-notifier.port";
import { deadlineReminderPayloadSchema } from "./deadline-reminder-payload.schema";
import type { JobHandler } from "./job-handler";

/** One planned reminder: who, which application (or saved subject), which deadline, how many days before. */
const reminderOnceKey = (reminder: {
  readonly user_id: number;
  readonly booking_id: number | null;
  readonly subject: string;
  readonly deadline: string;
  readonly days_left: number;
}): string =>
  `deadline:${reminder.user_id}:${reminder.booking_id ?? reminder.subject}:${reminder.deadline}:${reminder.days_left}`;

/** The handler of a deadline reminder job: tells the applicant (DeadlineApproaching) through the notifier. */
export const sendDeadlineReminder =
  (notifier: ApplicantNotifier): JobHandler =>
  (payload) =>
    Effect.gen(function* () {
      const parsed = deadlineReminderPayloadSchema.safeParse(payload);
      if (!parsed.success) {
        return yield* Effect.fail({ _tag: "JobRefused", reason: parsed.error.message } as const);
      }
      const { user_id, booking_id, subject, deadline, days_left } = parsed.data;
      yield* Effect.promise(() =>
        notifier.notify({
          _tag: "DeadlineApproaching",
          user_id,
          booking_id,
          subject,
          deadline: new Date(deadline),
          days_left,
          once_key: reminderOnceKey(parsed.data),
        }),
      );
    });
