import { describe, expect, it } from "vitest";
import type { AdmissionWaves, Wave } from "../admission/admission-waves";
import { nextAdmission } from "./next-admission";

const wave = (label: string, date_from: string | null, date_to: string | null): Wave => ({
  label,
  date_from,
  date_to,
  date_from_str: null,
  date_to_str: null,
});
const base = (status: AdmissionWaves["status"], ...waves: Wave[]) => ({ waves: { status, waves } });

const NOW = new Date("2026-03-10T09:00:00.000Z");

describe("nextAdmission", () => {
  it("is the end of the wave open now", () => {
    const open = base("open", wave("1 волна", "2026-01-15T09:00:00Z", "2026-03-31T20:59:59Z"));
    expect(nextAdmission([open], NOW)).toEqual({
      _tag: "Closes",
      at: "2026-03-31T20:59:59Z",
      date: "31 марта 2026",
      label: "1 волна",
    });
  });

  it("is the start of the next wave when none is open, across bases", () => {
    const later = base("closed", wave("2 волна", "2026-05-01T00:00:00+03:00", "2026-06-30T23:59:59+03:00"));
    const sooner = base("closed", wave("1 волна", "2026-04-01", "2026-04-30"), wave("2 волна", "2026-06-01", null));
    expect(nextAdmission([later, sooner], NOW)).toEqual({
      _tag: "Opens",
      at: "2026-04-01",
      date: "1 апреля 2026",
      label: "1 волна",
    });
  });

  it("prefers the nearer date: a wave closing before another opens", () => {
    const open = base("open", wave("1 волна", "2026-03-01", "2026-03-20"));
    const next = base("closed", wave("1 волна", "2026-03-25", "2026-04-30"));
    expect(nextAdmission([next, open], NOW)?._tag).toBe("Closes");
  });

  it("does not count a wave within its dates when its base is closed", () => {
    expect(nextAdmission([base("closed", wave("1 волна", "2026-03-01", "2026-03-20"))], NOW)).toBeNull();
  });

  it("is null when every wave is over or has no readable dates", () => {
    const over = base("open", wave("1 волна", "2025-01-01", "2025-02-01"), wave("2 волна", "not a date", null));
    expect(nextAdmission([over], NOW)).toBeNull();
    expect(nextAdmission([], NOW)).toBeNull();
  });
});
