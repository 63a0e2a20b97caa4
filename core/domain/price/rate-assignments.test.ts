import { describe, expect, it } from "vitest";
import { readRateAssignments } from "./rate-assignments";

describe("readRateAssignments", () => {
  it("reads codes in any case and decimals with a dot or a comma", () => {
    expect(readRateAssignments(["CNY=11.2", "krw=0,056", "JPY=0.53"], "2026-11-25")).toEqual({
      ok: true,
      value: [
        { currency: "CNY", rate_to_rub: 11.2, as_of: "2026-11-25" },
        { currency: "KRW", rate_to_rub: 0.056, as_of: "2026-11-25" },
        { currency: "JPY", rate_to_rub: 0.53, as_of: "2026-11-25" },
      ],
    });
  });

  it("reports every refused assignment", () => {
    expect(
      readRateAssignments(["CNY", "XYZ=1", "RUB=1", "CNY=0", "JPY=-1", "GBP=1e3", "CAD=57", "CAD=58"], "2026-11-25"),
    ).toEqual({
      ok: false,
      error: [
        { _tag: "Malformed", text: "CNY" },
        { _tag: "UnknownCurrency", text: "XYZ=1" },
        { _tag: "RoubleRate", text: "RUB=1" },
        { _tag: "BadRate", text: "CNY=0" },
        { _tag: "BadRate", text: "JPY=-1" },
        { _tag: "BadRate", text: "GBP=1e3" },
        { _tag: "Repeated", text: "CAD=58" },
      ],
    });
  });

  it("refuses a day that is not YYYY-MM-DD and an empty list", () => {
    expect(readRateAssignments(["CNY=11"], "25.11.2026")).toEqual({
      ok: false,
      error: [{ _tag: "BadDay", text: "25.11.2026" }],
    });
    expect(readRateAssignments([], "2026-11-25")).toEqual({ ok: false, error: [{ _tag: "Malformed", text: "" }] });
  });
});
