import { describe, expect, it } from "vitest";
import { MAX_DISMISSED_NOTICES, parseDismissedNotices, withDismissedNotice } from "./dismissed-notices";

describe("dismissed notices", () => {
  it("reads a stored list of ids", () => {
    expect(parseDismissedNotices("[3,7]")).toEqual([3, 7]);
    expect(parseDismissedNotices(null)).toEqual([]);
  });

  it("reads anything else as nothing dismissed", () => {
    expect(parseDismissedNotices("не json")).toEqual([]);
    expect(parseDismissedNotices('{"id":3}')).toEqual([]);
    expect(parseDismissedNotices("[3,-1]")).toEqual([]);
    expect(parseDismissedNotices('["3"]')).toEqual([]);
  });

  it("adds an id once, last, and forgets the oldest beyond the limit", () => {
    expect(withDismissedNotice([3, 7], 3)).toEqual([7, 3]);
    expect(withDismissedNotice([], 1)).toEqual([1]);
    const full = Array.from({ length: MAX_DISMISSED_NOTICES }, (_, i) => i + 1);
    expect(withDismissedNotice(full, 999)).toEqual([...full.slice(1), 999]);
  });
});
