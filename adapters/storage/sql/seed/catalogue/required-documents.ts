import type { RequiredDocumentJson } from "../../schema";
import type { BaseKind } from "./base-spec";
import type { ProgramLevelSlug } from "./data/program-levels.data";

export type DocumentsInput = Readonly<{
  level: ProgramLevelSlug;
  kind: BaseKind;
  country: string;
  hskLevel: number | null;
  ieltsLevel: string | null;
}>;

const TRANSLATED = "с нотариально заверенным переводом";

const EDUCATION: Readonly<Record<ProgramLevelSlug, RequiredDocumentJson>> = {
  bakalavriat: { title: "Аттестат о среднем общем образовании с приложением", note: TRANSLATED },
  magistratura: { title: "Диплом бакалавра или специалиста с приложением", note: TRANSLATED },
  aspirantura: { title: "Диплом магистра или специалиста с приложением", note: TRANSLATED },
  podgotovitelnyj: { title: "Документ о последнем полученном образовании" },
  kolledzh: {
    title: "Аттестат об основном общем образовании (после 9 класса) или о среднем общем образовании",
    note: TRANSLATED,
  },
  shkola: { title: "Табели успеваемости за последние два года", note: "на английском языке или с переводом" },
};

const languageCertificate = ({ hskLevel, ieltsLevel }: DocumentsInput): RequiredDocumentJson[] => [
  ...(hskLevel === null ? [] : [{ title: `Сертификат HSK ${hskLevel}`, note: "не старше двух лет" }]),
  ...(ieltsLevel === null
    ? []
    : [{ title: `Сертификат IELTS ${ieltsLevel} или TOEFL iBT`, note: "не старше двух лет" }]),
];

/** The documents an applicant sends for a base, in the order they are usually collected. */
export const requiredDocuments = (input: DocumentsInput): RequiredDocumentJson[] => {
  const { level, kind, country } = input;
  if (level === "shkola") {
    return [
      { title: "Паспорт ученика" },
      { title: "Свидетельство о рождении", note: TRANSLATED },
      EDUCATION.shkola,
      { title: "Карта прививок" },
      { title: "Рекомендация классного руководителя" },
    ];
  }
  const degree = level === "bakalavriat" || level === "magistratura" || level === "aspirantura";
  const graduate = level === "magistratura" || level === "aspirantura";
  const grant = kind === "grant" || kind === "language-grant";
  return [
    { title: "Загранпаспорт", note: "действителен не менее 18 месяцев" },
    { title: "Фотография", note: "3×4 см на белом фоне" },
    EDUCATION[level],
    ...languageCertificate(input),
    ...(degree ? [{ title: "Мотивационное письмо" }] : []),
    ...(graduate
      ? [{ title: "Два рекомендательных письма", note: "от преподавателей или научного руководителя" }]
      : []),
    ...(level === "aspirantura" ? [{ title: "План научного исследования" }] : []),
    country === "china"
      ? { title: "Медицинская справка", note: "по форме Foreigner Physical Examination Form" }
      : { title: "Медицинская справка" },
    ...(country === "china" && kind !== "language-semester" ? [{ title: "Справка об отсутствии судимости" }] : []),
    ...(grant ? [{ title: "Анкета стипендиальной программы", note: "заполняется в онлайн-системе программы" }] : []),
  ];
};
