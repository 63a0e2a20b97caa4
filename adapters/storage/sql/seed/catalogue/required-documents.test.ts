import { describe, expect, it } from "vitest";
import { requiredDocuments } from "./required-documents";

describe("requiredDocuments", () => {
  it("lists the documents for a Chinese-taught bachelor's grant in China", () => {
    expect(
      requiredDocuments({ level: "bakalavriat", kind: "grant", country: "china", hskLevel: 4, ieltsLevel: null }),
    ).toEqual([
      { title: "Загранпаспорт", note: "действителен не менее 18 месяцев" },
      { title: "Фотография", note: "3×4 см на белом фоне" },
      { title: "Аттестат о среднем общем образовании с приложением", note: "с нотариально заверенным переводом" },
      { title: "Сертификат HSK 4", note: "не старше двух лет" },
      { title: "Мотивационное письмо" },
      { title: "Медицинская справка", note: "по форме Foreigner Physical Examination Form" },
      { title: "Справка об отсутствии судимости" },
      { title: "Анкета стипендиальной программы", note: "заполняется в онлайн-системе программы" },
    ]);
  });

  it("asks for recommendations and a research plan at a doctorate abroad", () => {
    const titles = requiredDocuments({
      level: "aspirantura",
      kind: "paid",
      country: "canada",
      hskLevel: null,
      ieltsLevel: "7.0",
    }).map((document) => document.title);
    expect(titles).toEqual([
      "Загранпаспорт",
      "Фотография",
      "Диплом магистра или специалиста с приложением",
      "Сертификат IELTS 7.0 или TOEFL iBT",
      "Мотивационное письмо",
      "Два рекомендательных письма",
      "План научного исследования",
      "Медицинская справка",
    ]);
  });

  it("lists a pupil's documents for a school", () => {
    expect(
      requiredDocuments({ level: "shkola", kind: "paid", country: "china", hskLevel: null, ieltsLevel: null }).map(
        (document) => document.title,
      ),
    ).toEqual([
      "Паспорт ученика",
      "Свидетельство о рождении",
      "Табели успеваемости за последние два года",
      "Карта прививок",
      "Рекомендация классного руководителя",
    ]);
  });
});
