import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentIdArb, relationArb, sortColumnArb } from "../../../tests/arbitraries/comments.arb";
import { parseCommentsModel } from "./comment-model";
import { type CommentsScope, commentsListQuery } from "./comments-list-query";

const scopeArb: fc.Arbitrary<CommentsScope> = fc.oneof(
  fc.constant({ _tag: "Roots" as const }),
  commentIdArb.map((parent_id) => ({ _tag: "Replies" as const, parent_id })),
);

describe("commentsListQuery properties", () => {
  it("orders descending exactly for rating, names the relation and matches the scope", () => {
    fc.assert(
      fc.property(
        relationArb,
        sortColumnArb,
        fc.integer({ min: 1, max: 50 }),
        scopeArb,
        (relation, column, page, scope) => {
          const query = commentsListQuery({ ...relation, sort_column: column }, page, scope);
          expect(query.sort_order === "desc").toBe(column === "rating");
          expect(query.page).toBe(page);
          expect(parseCommentsModel(query.search.model)).toEqual({ ok: true, value: relation });
          expect("by" in query.search ? { _tag: "Replies", parent_id: query.search.by } : { _tag: "Roots" }).toEqual(
            scope,
          );
        },
      ),
    );
  });
});
