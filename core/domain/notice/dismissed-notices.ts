import { z } from "zod";

/** How many dismissed notice ids are remembered; the oldest are forgotten first. */
export const MAX_DISMISSED_NOTICES = 50;

const idsSchema = z.array(z.int().positive()).catch([]);

/** The ids kept in storage (a JSON array); anything unreadable counts as nothing dismissed. */
export const parseDismissedNotices = (raw: string | null): readonly number[] => {
  if (raw === null) return [];
  try {
    return idsSchema.parse(JSON.parse(raw)).slice(-MAX_DISMISSED_NOTICES);
  } catch {
    return [];
  }
};

/** The ids after dismissing `id`: added last, never twice, at most MAX_DISMISSED_NOTICES. */
export const withDismissedNotice = (ids: readonly number[], id: number): readonly number[] =>
  [...ids.filter((known) => known !== id), id].slice(-MAX_DISMISSED_NOTICES);
