import { describe, expect, it } from "vitest";
import { admissionText, grantsText, hskRequirementText, languagesText, noticeText, rankText } from "./compare-texts";

describe("comparison cell texts", () => {
  it("names the ranks that are known", () => {
    expect(rankText({ world: 14, country: 1 })).toBe("№ 14 в мире, № 1 в стране");
    expect(rankText({ world: null, country: 3 })).toBe("№ 3 в стране");
    expect(rankText({ world: null, country: null })).toBe("Нет в рейтингах");
  });

  it("names the funded places", () => {
    expect(grantsText({ grants: true, scholarships: true })).toBe("Гранты и стипендии");
    expect(grantsText({ grants: true, scholarships: false })).toBe("Гранты");
    expect(grantsText({ grants: false, scholarships: true })).toBe("Стипендии");
    expect(grantsText({ grants: false, scholarships: false })).toBe("Нет");
  });

  it("lists languages, dates and HSK levels", () => {
    expect(languagesText(["Китайский", "Английский"])).toBe("Китайский, Английский");
    expect(languagesText([])).toBe("Не указаны");
    expect(admissionText({ _tag: "Closes", at: "2026-03-31", date: "31 марта 2026", label: "1 волна" })).toBe(
      "Приём до 31 марта 2026",
    );
    expect(admissionText({ _tag: "Opens", at: "2026-05-01", date: "1 мая 2026", label: null })).toBe(
      "Приём с 1 мая 2026",
    );
    expect(admissionText(null)).toBe("Сроки не объявлены");
    expect(hskRequirementText({ min: 4, max: 4 })).toBe("HSK 4");
    expect(hskRequirementText({ min: 3, max: 5 })).toBe("HSK 3–5");
    expect(hskRequirementText(null)).toBe("Не указан");
  });

  it("explains why a change did not happen", () => {
    expect(noticeText({ _tag: "KindFull", kind: "institution", max: 4 })).toBe(
      "В сравнении уже 4 учебных заведения: уберите одно, чтобы добавить другое.",
    );
    expect(noticeText({ _tag: "KindFull", kind: "degree_program", max: 4 })).toBe(
      "В сравнении уже 4 программы: уберите одну, чтобы добавить другую.",
    );
    expect(noticeText({ _tag: "SaveFailed" })).toBe("Не удалось сохранить список сравнения. Попробуйте ещё раз.");
  });
});
