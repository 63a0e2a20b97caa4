import { applicationDeadline, type WaveDeadline } from "./application-deadline";
import type { DeadlineTarget } from "./deadline-reminders";

/** Something a user may miss a deadline of: an open application (its intake) or a program on their shortlist. */
export type DeadlineCandidate = {
  readonly user_id: number;
  /** The open application, or null for a saved program. */
  readonly booking_id: number | null;
  readonly degree_program_id: number;
  readonly subject: string;
  /** The intake the applicant chose ("" when none or for a saved program). */
  readonly intake: string;
  /** The admission waves of the applied base, or of every base of the saved program. */
  readonly waves: readonly WaveDeadline[];
};

/**
 * The deadlines to remind of after `now`: each candidate's next application deadline; a saved program the user
 * already applied to is left to the application's own reminders.
 */
export const deadlineTargets = (candidates: readonly DeadlineCandidate[], now: Date): readonly DeadlineTarget[] => {
  const applied = new Set(
    candidates.flatMap((c) => (c.booking_id === null ? [] : [`${c.user_id}:${c.degree_program_id}`])),
  );
  return candidates.flatMap((candidate) => {
    if (candidate.booking_id === null && applied.has(`${candidate.user_id}:${candidate.degree_program_id}`)) return [];
    const deadline = applicationDeadline(candidate.waves, candidate.intake, now);
    if (deadline === null) return [];
    const { user_id, booking_id, degree_program_id, subject } = candidate;
    return [{ user_id, booking_id, degree_program_id, subject, deadline }];
  });
};
