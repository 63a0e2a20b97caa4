import type { DeadlineCandidate } from "../domain/timeline/deadline-candidates";

/** Where application deadlines come from: open applications' intakes and the programs on users' shortlists. */
export interface DeadlineSource {
  /**
   * Every open (not sent, not cancelled) application with the admission waves of its base (or of every base of its
   * program), and every degree program on a shortlist with the waves of all its bases; ordered by user, then
   * application (applications first), then program.
   */
  candidates(): Promise<readonly DeadlineCandidate[]>;
}
