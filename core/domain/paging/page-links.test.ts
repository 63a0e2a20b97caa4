import { describe, expect, it } from "vitest";
import { type PageLink, pageLinks } from "./page-links";

const text = (links: readonly PageLink[]): string =>
  links.map((link) => (link._tag === "Gap" ? "…" : link.current ? `[${link.page}]` : String(link.page))).join(" ");

describe("pageLinks", () => {
  it("shows a single page as the current one", () => {
    expect(text(pageLinks(1, 1))).toBe("[1]");
  });

  it("shows every page of a short list", () => {
    expect(text(pageLinks(2, 4))).toBe("1 [2] 3 4");
    expect(text(pageLinks(3, 5))).toBe("1 2 [3] 4 5");
  });

  it("hides runs of two or more pages behind a gap", () => {
    expect(text(pageLinks(1, 10))).toBe("[1] 2 … 10");
    expect(text(pageLinks(6, 10))).toBe("1 … 5 [6] 7 … 10");
    expect(text(pageLinks(10, 10))).toBe("1 … 9 [10]");
  });

  it("shows a lone skipped page instead of a gap", () => {
    expect(text(pageLinks(4, 10))).toBe("1 2 3 [4] 5 … 10");
  });

  it("widens the window with a larger radius", () => {
    expect(text(pageLinks(6, 12, 2))).toBe("1 … 4 5 [6] 7 8 … 12");
  });

  it("clamps a current page outside the list", () => {
    expect(text(pageLinks(9, 3))).toBe("1 2 [3]");
    expect(text(pageLinks(0, 0))).toBe("[1]");
  });
});
