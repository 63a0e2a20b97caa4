/** Reminders go out this many days before an application deadline. */
export const REMINDER_DAYS_BEFORE = [14, 7, 3] as const;

export const DEADLINE_REMINDER_KIND = "deadline_reminder";

const DAY_MS = 86_400_000;

/** A deadline someone should hear about: an open application's intake or a saved program. */
export type DeadlineTarget = {
  readonly user_id: number;
  /** The application, or null for a program on the shortlist. */
  readonly booking_id: number | null;
  readonly degree_program_id: number;
  /** What the deadline is for: the intake's or the program's title. */
  readonly subject: string;
  readonly deadline: Date;
};

/** What a reminder job carries: everything the notification needs, as JSON. */
export type DeadlineReminderPayload = {
  readonly user_id: number;
  readonly booking_id: number | null;
  readonly subject: string;
  /** ISO-8601 instant. */
  readonly deadline: string;
  readonly days_left: number;
};

/** One reminder to schedule; `key` names it for good, so planning it again changes nothing. */
export type PlannedReminder = {
  readonly key: string;
  readonly run_at: Date;
  readonly payload: DeadlineReminderPayload;
};

const keyOf = (target: DeadlineTarget, days: number): string => {
  const what = target.booking_id === null ? `p${target.degree_program_id}` : `b${target.booking_id}`;
  return `deadline:${target.user_id}:${what}:${target.deadline.toISOString()}:${days}`;
};

/** The keys of all three reminders of a deadline, past ones included: the reminders that still belong to it. */
export const reminderKeys = (target: DeadlineTarget): readonly string[] =>
  REMINDER_DAYS_BEFORE.map((days) => keyOf(target, days));

/** The reminders of one deadline 14, 7 and 3 days before it, without those whose time is not after `now`. */
export const plannedReminders = (target: DeadlineTarget, now: Date): readonly PlannedReminder[] =>
  REMINDER_DAYS_BEFORE.map((days) => ({ days, run_at: new Date(target.deadline.getTime() - days * DAY_MS) }))
    .filter(({ run_at }) => run_at > now)
    .map(({ days, run_at }) => ({
      key: keyOf(target, days),
      run_at,
      payload: {
        user_id: target.user_id,
        booking_id: target.booking_id,
        subject: target.subject,
        deadline: target.deadline.toISOString(),
        days_left: days,
      },
    }));
