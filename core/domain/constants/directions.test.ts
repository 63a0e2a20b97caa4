import { describe, expect, it } from "vitest";
import { DIRECTIONS, directionById, directionBySlug } from "./directions";

describe("directions", () => {
  it("lists the five directions with ids 1 to 5", () => {
    expect(DIRECTIONS.map(({ id, slug, title }) => [id, slug, title])).toEqual([
      [1, "business", "Бизнес"],
      [2, "humanitarian", "Гуманитарные науки"],
      [3, "art-and-design", "Искусство и дизайн"],
      [4, "science-and-engineering", "Наука и инженерия"],
      [5, "medicine", "Медицина"],
    ]);
  });

  it("finds by id and by slug", () => {
    expect(directionById(5)?.title).toBe("Медицина");
    expect(directionBySlug("art-and-design")?.id).toBe(3);
  });

  it("gives null for unknown ids and slugs", () => {
    expect(directionById(0)).toBeNull();
    expect(directionById(6)).toBeNull();
    expect(directionBySlug("law")).toBeNull();
  });
});
