import { describe, expect, it } from "vitest";
import { vanishedIds } from "./vanished-comments";

describe("vanishedIds", () => {
  it("takes a hidden comment's replies and their replies, leaving its siblings", () => {
    const nodes = [
      { id: 1, parent_id: null, hidden: true },
      { id: 2, parent_id: 1, hidden: false },
      { id: 3, parent_id: 2, hidden: false },
      { id: 4, parent_id: null, hidden: false },
      { id: 5, parent_id: 4, hidden: false },
    ];
    expect([...vanishedIds(nodes)].sort()).toEqual([1, 2, 3]);
  });

  it("keeps a reply whose parent is unknown unless it is hidden itself", () => {
    expect([...vanishedIds([{ id: 9, parent_id: 8, hidden: false }])]).toEqual([]);
    expect([...vanishedIds([{ id: 9, parent_id: 8, hidden: true }])]).toEqual([9]);
  });
});
