import { describe, expect, it } from "vitest";
import { buildInstitution } from "../../../tests/builders/institution.builder";
import { institutionSchema } from "./institution";

describe("institutionSchema", () => {
  it("reads a complete institution unchanged", () => {
    const institution = buildInstitution();
    expect(institutionSchema.parse(institution)).toEqual(institution);
  });

  it("freezes what it reads, nested objects included", () => {
    const parsed = institutionSchema.parse(buildInstitution());
    expect(Object.isFrozen(parsed)).toBe(true);
    expect(Object.isFrozen(parsed.title)).toBe(true);
    expect(Object.isFrozen(parsed.degree_programs)).toBe(true);
  });

  it("rejects a type_slug that names another education type", () => {
    const result = institutionSchema.safeParse({ ...buildInstitution(), type: 2, type_slug: "universities" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["type_slug"]]);
  });

  it("rejects the catalog type 0, which names a listing", () => {
    expect(institutionSchema.safeParse({ ...buildInstitution(), type: 0 }).success).toBe(false);
  });

  it("rejects a slug that does not end in a dash and digits", () => {
    const result = institutionSchema.safeParse({ ...buildInstitution(), slug: "pekinskij-universitet" });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["slug"]]);
  });

  it("reads the visitor's booking with a status key the booking module may not know", () => {
    const booking = { id: 9, status: "archived", created_at: "2025-10-10T10:00:00.000Z" };
    expect(institutionSchema.parse(buildInstitution({ booking })).booking).toEqual(booking);
  });

  it("rejects a rating above 5", () => {
    expect(institutionSchema.safeParse(buildInstitution({ rating: 5.5 })).success).toBe(false);
  });
});
