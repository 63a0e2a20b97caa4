import { describe, expect, it } from "vitest";
import { directionSchema } from "./direction";

describe("directionSchema", () => {
  it("reads one of the five fixed directions", () => {
    const medicine = { id: 5, title: "Медицина", slug: "medicine" };
    expect(directionSchema.parse(medicine)).toEqual(medicine);
  });

  it.each([0, 6, 1.5])("rejects id %d, outside the fixed list", (id) => {
    expect(directionSchema.safeParse({ id, title: "Право", slug: "law" }).success).toBe(false);
  });
});
