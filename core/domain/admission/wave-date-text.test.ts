import { afterEach, describe, expect, it } from "vitest";
import { waveDateText } from "./wave-date-text";

describe("waveDateText", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("writes the day with the Russian month name", () => {
    expect(waveDateText("2026-03-01T09:00:00Z")).toBe("1 марта 2026");
    expect(waveDateText("2026-05-09T12:00:00+03:00")).toBe("9 мая 2026");
  });

  it("puts an instant shortly before midnight UTC on the next Moscow day", () => {
    expect(waveDateText("2026-02-28T21:30:00Z")).toBe("1 марта 2026");
    expect(waveDateText("2026-06-30T20:59:59Z")).toBe("30 июня 2026");
    expect(waveDateText("2026-06-30T21:00:00Z")).toBe("1 июля 2026");
    expect(waveDateText("2026-12-31T23:59:59Z")).toBe("1 января 2027");
  });

  it("reads dates without an offset as Moscow wall time whatever the machine's zone", () => {
    process.env.TZ = "Pacific/Kiritimati";
    expect(waveDateText("2026-03-01")).toBe("1 марта 2026");
    expect(waveDateText("2026-03-01 00:10:00")).toBe("1 марта 2026");
    process.env.TZ = "America/Los_Angeles";
    expect(waveDateText("2026-04-15T23:50:00")).toBe("15 апреля 2026");
  });

  it("gives null for a missing or unparseable date", () => {
    expect(waveDateText(null)).toBeNull();
    expect(waveDateText("")).toBeNull();
    expect(waveDateText("31.12.2026")).toBeNull();
    expect(waveDateText("2026-02-30")).toBeNull();
  });
});
