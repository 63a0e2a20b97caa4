import { describe, expect, it } from "vitest";
import { REAL_INSTITUTIONS } from "./data/real-institutions.data";
import { createIdAllocator } from "./id-allocator";
import { institutionContent, type OfferSummary } from "./institution-content";
import { institutionContext } from "./institution-context";
import { createRandom } from "./seeded-random";

const contextOf = (en: string, lean = false) => {
  const fact = REAL_INSTITUTIONS.find((candidate) => candidate.en === en);
  if (fact === undefined) throw new Error(en);
  const ids = createIdAllocator({ institution: 1, program: 1, base: 1, wave: 1 });
  return institutionContext(fact, { id: 2, random: createRandom(1), now: new Date("2027-02-10T12:00:00Z"), ids, lean });
};

const summary: OfferSummary = {
  levels: ["бакалавриат", "магистратура", "языковые курсы"],
  languages: ["kitajskij", "anglijskij"],
  price: 30_500,
  hasGrants: true,
  hasScholarships: false,
  hasLanguageCourses: true,
  isPartner: true,
};

describe("institutionContent", () => {
  it("composes the description of a ranked university from its facts", () => {
    expect(institutionContent(contextOf("Tsinghua University"), summary)).toBe(
      "<p>Университет Цинхуа (Tsinghua University, 清华大学) — один из ведущих многопрофильных вузов Китая. " +
        "Находится в Пекине (город центрального подчинения). Основан в 1911 году. Сокращённое название — THU.</p>" +
        "<p>По данным открытых рейтингов, вуз в мировом рейтинге QS занимает около 20-го места, а среди университетов Китая — 1-е. " +
        "Входит в «Проект 985» и «Проект 211» — государственные программы поддержки лучших университетов.</p>" +
        "<p>Иностранцам доступны: бакалавриат, магистратура и языковые курсы. Обучение ведётся на китайском и английском языках. " +
        "Стоимость обучения — от 30\u00a0500 юаней в год. Есть гранты, которые покрывают обучение и проживание. " +
        "Языковые курсы помогут подготовиться к поступлению.</p>" +
        "<p>Пекин — столица Китая, крупнейший университетский и научный центр страны.</p>" +
        "<p>Университет Цинхуа — партнёр агентства «Шуюань»: мы подаём документы напрямую и сопровождаем студента до зачисления.</p>",
    );
  });

  it("agrees the founding verb with a feminine title and names the country abroad", () => {
    const school = institutionContent(contextOf("Western Academy of Beijing"), { ...summary, isPartner: false });
    expect(school).toContain(
      "— школа, которая принимает иностранных учеников. Находится в Пекине (город центрального подчинения). Основана в 1994 году.",
    );
    const seoul = institutionContent(contextOf("Yonsei University"), { ...summary, isPartner: false });
    expect(seoul).toContain("Находится в Сеуле, Корея. Основан в 1885 году.");
    expect(seoul).toContain("в мировом рейтинге QS занимает около 56-го места.");
  });
});
