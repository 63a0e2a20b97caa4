import { describe, expect, it } from "vitest";
import { flagFor } from "./flags";

describe("flagFor", () => {
  it("knows canada, china, japan, korea, english and russian", () => {
    expect(["canada", "china", "japan", "korea", "english", "russian"].map(flagFor)).toEqual([
      "canada",
      "china",
      "japan",
      "korea",
      "english",
      "russian",
    ]);
  });

  it("uses the earth icon for everything else", () => {
    expect(flagFor("france")).toBe("earth");
    expect(flagFor("")).toBe("earth");
    expect(flagFor("China")).toBe("earth");
  });
});
