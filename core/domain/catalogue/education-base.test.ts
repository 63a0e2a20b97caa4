import { describe, expect, it } from "vitest";
import { buildEducationBase } from "../../../tests/builders/education-base.builder";
import { educationBaseSchema } from "./education-base";

describe("educationBaseSchema", () => {
  it("reads a complete education base unchanged", () => {
    const base = buildEducationBase();
    expect(educationBaseSchema.parse(base)).toEqual(base);
  });

  it("reads missing waves as closed with no waves (spec 3: status defaults to closed)", () => {
    const { waves: _omitted, ...withoutWaves } = buildEducationBase();
    expect(educationBaseSchema.parse(withoutWaves).waves).toEqual({
      status: "closed",
      current: null,
      current_date_from: null,
      current_date_to: null,
      waves: [],
    });
  });

  it("recomputes a wave's date text in Moscow time", () => {
    const base = buildEducationBase();
    const [wave] = base.waves.waves;
    const sent = { ...base.waves, waves: [{ ...wave, date_to: "2026-03-31T21:30:00.000Z", date_to_str: "31 марта" }] };
    expect(educationBaseSchema.parse({ ...base, waves: sent }).waves.waves[0]?.date_to_str).toBe("1 апреля 2026");
  });

  it("rejects a base type other than grants (1) and scholarships (2)", () => {
    expect(educationBaseSchema.safeParse({ ...buildEducationBase(), type: 3 }).success).toBe(false);
  });

  it("rejects an IELTS band that is not a whole or half number", () => {
    const base = buildEducationBase();
    expect(educationBaseSchema.safeParse({ ...base, extra: { hsk_level: 4, ielts_level: 6.3 } }).success).toBe(false);
  });
});
