import { describe, expect, it } from "vitest";
import { documentChecklist } from "./document-checklist";

describe("documentChecklist", () => {
  it("lists the standard documents without HSK for a program booking", () => {
    expect(documentChecklist(null).map((e) => [e.kind, e.title, e.mandatory, e.position])).toEqual([
      ["passport", "Загранпаспорт", true, 0],
      ["photo", "Фотография", true, 1],
      ["diploma", "Диплом или аттестат", true, 2],
      ["transcript", "Приложение к диплому (аттестату) с оценками", true, 3],
      ["medical", "Медицинская справка (форма для иностранцев)", false, 4],
      ["police", "Справка об отсутствии судимости", false, 5],
    ]);
  });

  it("adds the HSK certificate with its level and the base's documents after the standard ones", () => {
    const list = documentChecklist({
      hsk_level: 4,
      required_documents: [
        { title: "Мотивационное письмо", note: "На английском, до 800 слов" },
        { title: " загранпаспорт " },
        { title: "Рекомендательное письмо" },
        { title: "" },
        { title: "Мотивационное  письмо" },
      ],
    });
    expect(list.find((e) => e.kind === "hsk")).toMatchObject({ note: "Уровень не ниже HSK 4.", mandatory: true });
    expect(list.find((e) => e.kind === "passport")).toMatchObject({ title: "загранпаспорт", mandatory: true });
    expect(list.filter((e) => e.kind.startsWith("base:"))).toEqual([
      {
        kind: "base:1",
        title: "Мотивационное письмо",
        note: "На английском, до 800 слов",
        mandatory: true,
        position: 7,
      },
      { kind: "base:3", title: "Рекомендательное письмо", note: "", mandatory: true, position: 8 },
    ]);
  });

  it("takes the base's wording for the standard papers it names", () => {
    const list = documentChecklist({
      hsk_level: null,
      required_documents: [
        { title: "Аттестат о среднем общем образовании с приложением", note: "С нотариальным переводом" },
        { title: "Сертификат HSK 4", note: "Не старше двух лет" },
        { title: "Медицинская справка", note: "По форме Foreigner Physical Examination Form" },
        { title: "Приложение к аттестату" },
        { title: "Мотивационное письмо" },
      ],
    });
    expect(list.map((e) => [e.kind, e.title, e.mandatory])).toEqual([
      ["passport", "Загранпаспорт", true],
      ["photo", "Фотография", true],
      ["diploma", "Аттестат о среднем общем образовании с приложением", true],
      ["transcript", "Приложение к аттестату", true],
      ["hsk", "Сертификат HSK 4", true],
      ["medical", "Медицинская справка", true],
      ["police", "Справка об отсутствии судимости", false],
      ["base:5", "Мотивационное письмо", true],
    ]);
    expect(list.find((e) => e.kind === "hsk")?.note).toBe("Не старше двух лет");
  });

  it("asks for no HSK certificate when the level is 0", () => {
    expect(documentChecklist({ hsk_level: 0, required_documents: [] }).some((e) => e.kind === "hsk")).toBe(false);
  });
});
