import { BOOKING_STATUSES, type BookingStatusKey } from "../booking/booking-status";
import { QUEUE_PARTIES, QUEUE_SEARCH_MAX, type QueueAssignee, type QueueFilter, type QueueParty } from "./queue-filter";

/** The query parameter names of the queue's filters (the GET form's field names). */
export const QUEUE_PARAMS = {
  status: "status",
  institution: "institution",
  program: "program",
  course: "course",
  intake: "intake",
  assignee: "assignee",
  party: "party",
  overdue: "overdue",
  search: "q",
  page: "page",
} as const;

const MAX_ID = 2_147_483_647;

const idOf = (text: string | null): number | null => {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
};

const oneOf = <T extends string>(list: readonly T[], text: string | null): T | null =>
  text !== null && (list as readonly string[]).includes(text) ? (text as T) : null;

const assigneeOf = (text: string | null): QueueAssignee => (text === "none" ? "none" : (idOf(text) ?? "any"));

const textOf = (text: string | null): string => (text ?? "").trim().slice(0, QUEUE_SEARCH_MAX).trim();

/**
 * The filters of a query string, read leniently: a value that is not valid is left out (the neutral value), so any
 * address shows a queue. `get` is URLSearchParams.get or the like.
 */
export const parseQueueParams = (get: (name: string) => string | null): QueueFilter => {
  const intake = textOf(get(QUEUE_PARAMS.intake));
  return {
    status: oneOf<BookingStatusKey>(BOOKING_STATUSES, get(QUEUE_PARAMS.status)),
    institution: idOf(get(QUEUE_PARAMS.institution)),
    program: idOf(get(QUEUE_PARAMS.program)),
    course: idOf(get(QUEUE_PARAMS.course)),
    intake: intake === "" ? null : intake,
    assignee: assigneeOf(get(QUEUE_PARAMS.assignee)),
    party: oneOf<QueueParty>(QUEUE_PARTIES, get(QUEUE_PARAMS.party)),
    overdue: get(QUEUE_PARAMS.overdue) === "1",
    search: textOf(get(QUEUE_PARAMS.search)),
    page: Math.min(idOf(get(QUEUE_PARAMS.page)) ?? 1, 1_000_000),
  };
};

/** The query pairs of a filter, neutral values left out, in a fixed order (the inverse of parseQueueParams). */
export const queueParamsOf = (filter: QueueFilter): readonly (readonly [string, string])[] => {
  const pairs: [string, string][] = [];
  const add = (name: string, value: string | number | null) => {
    if (value !== null && value !== "") pairs.push([name, String(value)]);
  };
  add(QUEUE_PARAMS.status, filter.status);
  add(QUEUE_PARAMS.institution, filter.institution);
  add(QUEUE_PARAMS.program, filter.program);
  add(QUEUE_PARAMS.course, filter.course);
  add(QUEUE_PARAMS.intake, filter.intake);
  add(QUEUE_PARAMS.assignee, filter.assignee === "any" ? null : filter.assignee);
  add(QUEUE_PARAMS.party, filter.party);
  add(QUEUE_PARAMS.overdue, filter.overdue ? "1" : null);
  add(QUEUE_PARAMS.search, filter.search);
  add(QUEUE_PARAMS.page, filter.page === 1 ? null : filter.page);
  return pairs;
};

/** The query string of a filter ("" or "?a=b&…"), as a GET form would write it. */
export const queueSearchOf = (filter: QueueFilter): string => {
  const query = queueParamsOf(filter)
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%20/g, "+")}`)
    .join("&");
  return query === "" ? "" : `?${query}`;
};
