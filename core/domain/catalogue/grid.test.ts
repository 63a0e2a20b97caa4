import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BLANK_GRID, gridSchema } from "./grid";

const idGrid = gridSchema(z.object({ id: z.int() }));

describe("grid", () => {
  it("the blank grid is one empty page", () => {
    expect(BLANK_GRID).toEqual({ total: 0, last_page: 1, data: [] });
    expect(idGrid.parse(BLANK_GRID)).toEqual(BLANK_GRID);
  });

  it("validates every row with the item schema", () => {
    expect(idGrid.safeParse({ total: 2, last_page: 1, data: [{ id: 1 }, { id: "2" }] }).success).toBe(false);
  });

  it("rejects page 0 as the last page: paging starts at 1", () => {
    expect(idGrid.safeParse({ total: 0, last_page: 0, data: [] }).success).toBe(false);
  });
});
