import { describe, expect, it } from "vitest";
import { eventDateTexts, knownDateText } from "./event-date-texts";

describe("eventDateTexts", () => {
  it("gives each event's Moscow calendar day by its starts_at value", () => {
    const texts = eventDateTexts([{ starts_at: "2026-02-28T21:30:00Z" }, { starts_at: "2026-05-09T12:00:00+03:00" }]);
    expect(texts).toEqual({ "2026-02-28T21:30:00Z": "1 марта 2026", "2026-05-09T12:00:00+03:00": "9 мая 2026" });
  });

  it("keeps an unreadable value with no text, and is empty without events", () => {
    expect(eventDateTexts([{ starts_at: "не дата" }])).toEqual({ "не дата": null });
    expect(eventDateTexts([])).toEqual({});
  });
});

describe("knownDateText", () => {
  const texts = eventDateTexts([{ starts_at: "2026-03-01T09:00:00Z" }, { starts_at: "не дата" }]);

  it("reads a known value, null included", () => {
    expect(knownDateText(texts, "2026-03-01T09:00:00Z")).toBe("1 марта 2026");
    expect(knownDateText(texts, "не дата")).toBeNull();
  });

  it("tells an unknown value apart, inherited names included", () => {
    expect(knownDateText(texts, "2026-03-02T09:00:00Z")).toBeUndefined();
    expect(knownDateText(texts, "toString")).toBeUndefined();
    expect(knownDateText(texts, "__proto__")).toBeUndefined();
  });
});
