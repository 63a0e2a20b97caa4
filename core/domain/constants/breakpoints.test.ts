import { describe, expect, it } from "vitest";
import { BREAKPOINTS, breakpointFor } from "./breakpoints";

describe("breakpoints", () => {
  it("are xs 320, sm 640, md 768, lg 1024, xl 1280, 2xl 1536", () => {
    expect(BREAKPOINTS.map(({ name, minWidth }) => [name, minWidth])).toEqual([
      ["xs", 320],
      ["sm", 640],
      ["md", 768],
      ["lg", 1024],
      ["xl", 1280],
      ["2xl", 1536],
    ]);
  });

  it("maps a width to the widest breakpoint it reaches", () => {
    expect(breakpointFor(320)).toBe("xs");
    expect(breakpointFor(639)).toBe("xs");
    expect(breakpointFor(640)).toBe("sm");
    expect(breakpointFor(800)).toBe("md");
    expect(breakpointFor(1023)).toBe("md");
    expect(breakpointFor(1024)).toBe("lg");
    expect(breakpointFor(1440)).toBe("xl");
    expect(breakpointFor(1536)).toBe("2xl");
    expect(breakpointFor(3840)).toBe("2xl");
  });

  it("treats widths below xs as xs", () => {
    expect(breakpointFor(0)).toBe("xs");
    expect(breakpointFor(319)).toBe("xs");
    expect(breakpointFor(Number.NaN)).toBe("xs");
  });
});
