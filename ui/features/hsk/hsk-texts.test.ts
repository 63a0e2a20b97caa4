import { describe, expect, it } from "vitest";
import { hskLevelOption, hskVerdictText } from "./hsk-texts";

describe("HSK texts", () => {
  it("says whether the level fits", () => {
    expect(hskVerdictText({ _tag: "Meets", level: 3, required: 3 })).toBe("Ваш уровень HSK 3 подходит");
    expect(hskVerdictText({ _tag: "Short", level: 2, required: 4, missing: 2 })).toBe(
      "Нужен HSK 4 — ваш уровень HSK 2",
    );
    expect(hskVerdictText({ _tag: "Short", level: 0, required: 4, missing: 4 })).toBe(
      "Нужен HSK 4 — у вас пока нет сертификата HSK",
    );
    expect(hskVerdictText({ _tag: "LevelUnknown", required: 5 })).toBe("Требуется HSK 5");
    expect(hskVerdictText({ _tag: "NoRequirement" })).toBeNull();
  });

  it("names the levels of the picker", () => {
    expect(hskLevelOption(0)).toBe("Нет сертификата HSK");
    expect(hskLevelOption(6)).toBe("HSK 6");
  });
});
