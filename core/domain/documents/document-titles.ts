import type { StandardDocumentKind } from "./document-kind";

/** The title of each standard document, as the checklist stores and shows it. */
export const STANDARD_DOCUMENT_TITLES: Readonly<Record<StandardDocumentKind, string>> = {
  passport: "Загранпаспорт",
  photo: "Фотография",
  diploma: "Диплом или аттестат",
  transcript: "Приложение к диплому (аттестату) с оценками",
  hsk: "Сертификат HSK",
  medical: "Медицинская справка (форма для иностранцев)",
  police: "Справка об отсутствии судимости",
};

/** The note of the HSK certificate when the base names a level. */
export const hskNote = (level: number): string => `Уровень не ниже HSK ${level}.`;
