import { EMPTY_QUEUE_FILTER, type QueueFilter } from "./queue-filter";

/** The queue's saved views (ADR 056): the viewer's own, those nobody handles, those past their SLA. */
export const SAVED_QUEUE_VIEWS = ["mine", "unassigned", "overdue"] as const;

export type SavedQueueView = (typeof SAVED_QUEUE_VIEWS)[number];

/**
 * The filter of a saved view for the staff member `viewerId` (the whole queue otherwise, first page). A chosen
 * course is kept: the views then show that course's applications only (ADR 056, course filter).
 */
export const savedViewFilter = (view: SavedQueueView, viewerId: number, course: number | null = null): QueueFilter => {
  const base = { ...EMPTY_QUEUE_FILTER, course };
  if (view === "mine") return { ...base, assignee: viewerId };
  if (view === "unassigned") return { ...base, assignee: "none" };
  return { ...base, overdue: true };
};

/** The saved view a filter is exactly, within its course if it has one (to mark the current view). */
export const savedViewOf = (filter: QueueFilter, viewerId: number): SavedQueueView | null =>
  SAVED_QUEUE_VIEWS.find((view) => {
    const saved = savedViewFilter(view, viewerId, filter.course);
    return (Object.keys(saved) as (keyof QueueFilter)[]).every((key) => saved[key] === filter[key]);
  }) ?? null;
