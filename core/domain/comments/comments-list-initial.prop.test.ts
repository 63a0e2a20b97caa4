import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { relationArb, sortColumnArb } from "../../../tests/arbitraries/comments.arb";
import { initialCommentsListState } from "./comments-list-initial";

describe("initial comments list state properties", () => {
  it("keeps the relation and column, and begins at page 1 with nothing loaded", () => {
    fc.assert(
      fc.property(relationArb, sortColumnArb, (relation, column) => {
        const state = initialCommentsListState(relation, column);
        expect({ relation_id: state.relation_id, relation_type: state.relation_type }).toEqual(relation);
        expect(state.sort_column).toBe(column);
        expect(state.pagination.current_page).toBe(1);
        expect(state.comments).toHaveLength(0);
      }),
    );
  });
});
