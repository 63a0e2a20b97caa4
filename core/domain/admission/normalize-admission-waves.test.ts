import { describe, expect, it } from "vitest";
import { normalizeAdmissionWaves } from "./normalize-admission-waves";

const EMPTY_WAVE = { label: null, date_from: null, date_to: null, date_from_str: null, date_to_str: null };

describe("normalizeAdmissionWaves", () => {
  it("keeps complete data and writes the _str forms in Moscow time", () => {
    const raw = {
      status: "open",
      current: 2,
      current_date_from: "2026-04-01T00:00:00+03:00",
      current_date_to: "2026-04-15T20:59:59Z",
      waves: [
        { label: "1 волна", date_from: "2026-02-28T21:00:00Z", date_to: "2026-03-31", date_from_str: "01.03.2026" },
        { label: " 2 волна ", date_from: "2026-04-01", date_to: "2026-04-15T20:59:59Z" },
      ],
    };
    expect(normalizeAdmissionWaves(raw)).toEqual({
      status: "open",
      current: 2,
      current_date_from: "2026-04-01T00:00:00+03:00",
      current_date_to: "2026-04-15T20:59:59Z",
      waves: [
        {
          label: "1 волна",
          date_from: "2026-02-28T21:00:00Z",
          date_to: "2026-03-31",
          date_from_str: "1 марта 2026",
          date_to_str: "31 марта 2026",
        },
        {
          label: "2 волна",
          date_from: "2026-04-01",
          date_to: "2026-04-15T20:59:59Z",
          date_from_str: "1 апреля 2026",
          date_to_str: "15 апреля 2026",
        },
      ],
    });
  });

  it("defaults a missing status to closed and fills everything else with null", () => {
    expect(normalizeAdmissionWaves({})).toEqual({
      status: "closed",
      current: null,
      current_date_from: null,
      current_date_to: null,
      waves: [],
    });
    expect(normalizeAdmissionWaves(null).status).toBe("closed");
    expect(normalizeAdmissionWaves({ status: "OPEN" }).status).toBe("closed");
  });

  it("reads a numeric string as the current number and drops anything else", () => {
    expect(normalizeAdmissionWaves({ current: "3" }).current).toBe(3);
    expect(normalizeAdmissionWaves({ current: "третья" }).current).toBeNull();
    expect(normalizeAdmissionWaves({ current: 1.5 }).current).toBeNull();
  });

  it("keeps the server's text when the date cannot be read and keeps broken waves in place", () => {
    const raw = { waves: [42, { label: "", date_from: "31.12.2026", date_from_str: "31 декабря 2026" }] };
    expect(normalizeAdmissionWaves(raw).waves).toEqual([
      EMPTY_WAVE,
      { ...EMPTY_WAVE, date_from_str: "31 декабря 2026" },
    ]);
  });
});
