import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it.each([
    ["Китайский за 3 месяца", "kitajskij-za-3-mesyacza"],
    ["Колледж после 9 класса", "kolledzh-posle-9-klassa"],
    ["Языковые курсы", "yazykovye-kursy"],
    ["Индивидуальные занятия", "individualnye-zanyatiya"],
    ["Цены на услуги", "czeny-na-uslugi"],
    ["Университет Цинхуа", "universitet-czinhua"],
    ["Съёмка: объявление!", "syomka-obyavlenie"],
    ["Щука и ёж", "shhuka-i-yozh"],
    ["Магистратура 2025/2026", "magistratura-2025-2026"],
    ["  --Tsinghua   University--  ", "tsinghua-university"],
    ["Café Déjà Vu", "cafe-deja-vu"],
    ["HSK 4 (中文)", "hsk-4"],
    ["Xi'an Jiaotong", "xi-an-jiaotong"],
  ])("%s -> %s", (title, slug) => {
    expect(slugify(title)).toEqual({ ok: true, value: slug });
  });

  it("fails on a title with nothing to keep", () => {
    for (const title of ["", "!!!", " - ", "ъь", "中文"]) {
      expect(slugify(title)).toEqual({ ok: false, error: { _tag: "EmptySlug", input: title } });
    }
  });
});
