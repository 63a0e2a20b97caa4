import type { StandardDocumentKind } from "./document-kind";

/**
 * Words by which a base's own document is recognised as one of the standard papers, in the order they are tried:
 * a paper that starts as a supplement or speaks of grades is the transcript, any other diploma or certificate of
 * education (also «Аттестат ... с приложением») is the diploma.
 */
const RULES: readonly (readonly [StandardDocumentKind, RegExp])[] = [
  ["passport", /паспорт/],
  ["photo", /фото/],
  ["hsk", /hsk|экзамен.*китайск|сертификат.*китайск/],
  ["transcript", /^приложени|оценк|транскрипт|выписк/],
  ["diploma", /диплом|аттестат/],
  ["medical", /медицин|здоров/],
  ["police", /судимост|несудимост/],
];

/** The standard kind a base's document title names (case-insensitive), or null for a paper of its own. */
export const standardKindOf = (title: string): StandardDocumentKind | null => {
  const text = title.toLocaleLowerCase("ru");
  return RULES.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
};
