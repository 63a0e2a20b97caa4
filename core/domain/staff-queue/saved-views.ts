import { EMPTY_QUEUE_FILTER, type QueueFilter } from "./queue-filter";

/** The queue's saved views (ADR 056): the viewer's own, those nobody handles, those past their SLA. */
export const SAVED_QUEUE_VIEWS = ["mine", "unassigned", "overdue"] as const;

export type SavedQueueView = (typeof SAVED_QUEUE_VIEWS)[number];

/** The filter of a saved view for the staff member `viewerId` (the whole queue otherwise, first page). */
export const savedViewFilter = (view: SavedQueueView, viewerId: number): QueueFilter => {
  if (view === "mine") return { ...EMPTY_QUEUE_FILTER, assignee: viewerId };
  if (view === "unassigned") return { ...EMPTY_QUEUE_FILTER, assignee: "none" };
  return { ...EMPTY_QUEUE_FILTER, overdue: true };
};

/** The saved view a filter is exactly, if any (to mark the current view). */
export const savedViewOf = (filter: QueueFilter, viewerId: number): SavedQueueView | null =>
  SAVED_QUEUE_VIEWS.find((view) => {
    const saved = savedViewFilter(view, viewerId);
    return (Object.keys(saved) as (keyof QueueFilter)[]).every((key) => saved[key] === filter[key]);
  }) ?? null;
