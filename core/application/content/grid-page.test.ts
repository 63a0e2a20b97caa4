import { describe, expect, it } from "vitest";
import { gridPage } from "./grid-page";

describe("gridPage", () => {
  it("counts the last page from the total and the page size", () => {
    expect(gridPage({ total: 10, items: [1] }, { page: 2, perPage: 9 })).toEqual({
      total: 10,
      last_page: 2,
      page: 2,
      per_page: 9,
      data: [1],
    });
    expect(gridPage({ total: 9, items: [] }, { page: 1, perPage: 9 }).last_page).toBe(1);
  });

  it("gives an empty list one page", () => {
    expect(gridPage({ total: 0, items: [] }, { page: 3, perPage: 12 })).toEqual({
      total: 0,
      last_page: 1,
      page: 3,
      per_page: 12,
      data: [],
    });
  });
});
