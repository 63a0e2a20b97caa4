import { describe, expect, it } from "vitest";
import { joinIds, omitEmpty } from "./server-query-values";

describe("server query values", () => {
  it("joins ids once each, skipping missing refs", () => {
    expect(joinIds([{ id: 3, slug: "c" }, null, { id: 1, slug: "a" }, { id: 3, slug: "c" }])).toBe("3,1");
    expect(joinIds([null])).toBeUndefined();
    expect(joinIds([])).toBeUndefined();
  });

  it("omits undefined, empty and false values but keeps 0 and true", () => {
    expect(omitEmpty({ a: undefined, b: "", c: false, d: "x", e: true, f: 0 })).toEqual({ d: "x", e: true, f: 0 });
  });
});
