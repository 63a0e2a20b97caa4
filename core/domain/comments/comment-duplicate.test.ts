import { describe, expect, it } from "vitest";
import { isDuplicateComment } from "./comment-duplicate";
import type { RecentComment } from "./recent-comment";

const NOW = new Date("2026-11-28T12:00:00.000Z");
const institution = { relation_id: 7, relation_type: "institution" };
const earlier = (overrides: Partial<RecentComment> = {}): RecentComment => ({
  created_at: new Date(NOW.getTime() - 3_600_000),
  relation: institution,
  text: "Хороший университет",
  is_deleted: false,
  ...overrides,
});

describe("isDuplicateComment", () => {
  it("finds the same text to the same model, compared by its key", () => {
    expect(isDuplicateComment({ relation: institution, text: " хороший  УНИВЕРСИТЕТ" }, [earlier()], NOW)).toBe(true);
  });

  it.each([
    ["another text", earlier({ text: "Плохой университет" })],
    ["another model", earlier({ relation: { relation_id: 8, relation_type: "institution" } })],
    ["another model type", earlier({ relation: { relation_id: 7, relation_type: "blog_post" } })],
    ["a deleted earlier one", earlier({ is_deleted: true })],
    ["one exactly 24 hours old", earlier({ created_at: new Date(NOW.getTime() - 86_400_000) })],
  ])("lets through %s", (_, previous) => {
    expect(isDuplicateComment({ relation: institution, text: "Хороший университет" }, [previous], NOW)).toBe(false);
  });
});
