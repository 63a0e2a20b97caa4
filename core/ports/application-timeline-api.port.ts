import type { AfterOfferPlan } from "../domain/timeline/after-offer";
import type { StageExpectation } from "../domain/timeline/stage-expectation";
import type { TimelineEntry } from "../domain/timeline/timeline-entry";

/** An application's progress: its stored status, whose move it is, and what happened, oldest first. */
export type TimelineView = {
  readonly status: string;
  readonly expectation: StageExpectation;
  readonly entries: readonly TimelineEntry[];
};

/** The steps after the offer of an application: whether they belong on it yet, and the plan as of now. */
export type AfterOfferView = { readonly shown: boolean; readonly plan: AfterOfferPlan };

/** The signed-in user's view of one application's timeline and steps after the offer (ADR 055). */
export interface ApplicationTimelineApi {
  /** GET /bookings/{id}/timeline; null when it is not theirs, does not exist, or the call failed. */
  timeline(bookingId: number): Promise<TimelineView | null>;
  /** GET /bookings/{id}/milestones; null when it is not theirs, does not exist, or the call failed. */
  milestones(bookingId: number): Promise<AfterOfferView | null>;
}
