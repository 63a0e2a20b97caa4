import { describe, expect, it } from "vitest";
import { pageChunks } from "./listing-page-chunks";

describe("pageChunks", () => {
  it("asks once while the pages fit into one request", () => {
    expect(pageChunks(1, 12, 100)).toEqual([{ page: 1, perPage: 12 }]);
    expect(pageChunks(8, 12, 100)).toEqual([{ page: 1, perPage: 96 }]);
  });

  it("splits into requests of whole pages beyond that", () => {
    expect(pageChunks(9, 12, 100)).toEqual([
      { page: 1, perPage: 96 },
      { page: 2, perPage: 96 },
    ]);
    expect(pageChunks(50, 12, 100)).toHaveLength(7);
  });
});
