import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentIdArb, relationArb, sortColumnArb } from "../../../tests/arbitraries/comments.arb";
import { commentsModel } from "./comment-model";
import type { CommentsListQuery } from "./comments-list-query";
import { toCommentsQueryParams } from "./comments-query-params";

const queryArb: fc.Arbitrary<CommentsListQuery> = fc.record({
  page: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  sort_column: sortColumnArb,
  sort_order: fc.constantFrom("asc" as const, "desc" as const),
  search: fc.oneof(
    relationArb.map((r) => ({ model: commentsModel(r), root: true as const })),
    fc.record({ model: relationArb.map(commentsModel), by: commentIdArb }),
  ),
});

describe("comments query params properties", () => {
  it("flattens to exactly five non-empty string values", () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const values = Object.values(toCommentsQueryParams(query));
        expect(values).toHaveLength(5);
        for (const value of values) expect(value).not.toBe("");
      }),
    );
  });
});
