import { baseKind, type DocumentKind, STANDARD_DOCUMENT_KINDS, type StandardDocumentKind } from "./document-kind";
import { hskNote, STANDARD_DOCUMENT_TITLES } from "./document-titles";
import { standardKindOf } from "./standard-kind-of";

/** A document the base asks for, as the catalogue stores it (`required_documents` of the education base). */
export type RequiredDocument = { readonly title: string; readonly note?: string | undefined };

/** What the checklist of an application is built from: the applied-for base, or nothing for a program booking. */
export type ChecklistSource = {
  /** The HSK level the base asks for; null or 0 when it asks for none. */
  readonly hsk_level: number | null;
  readonly required_documents: readonly RequiredDocument[];
};

/** One line of the checklist, before it is stored. */
export type ChecklistEntry = {
  readonly kind: DocumentKind;
  readonly title: string;
  readonly note: string;
  readonly mandatory: boolean;
  readonly position: number;
};

/**
 * Kinds that must be in before the application is sent for checking. The medical form and the police certificate
 * are asked for after the offer, for the visa: they stay on the list, but do not hold the first submission back.
 */
const MANDATORY: Readonly<Record<StandardDocumentKind, boolean>> = {
  passport: true,
  photo: true,
  diploma: true,
  transcript: true,
  hsk: true,
  medical: false,
  police: false,
};

const key = (title: string) => title.trim().toLocaleLowerCase("ru").replace(/\s+/g, " ");

type Line = Omit<ChecklistEntry, "position">;

/**
 * The checklist of an application: the standard documents (the HSK certificate only when the base asks for an HSK
 * level) and then every document the base requires, in its order, as "base:{n}". A base entry that names a standard
 * paper (standardKindOf: «Аттестат о среднем образовании», «Сертификат HSK 4») takes that paper's line instead, with
 * the base's wording and note and made mandatory, so the family sees one line per paper with the university's words;
 * a blank entry, or one repeating an earlier title, is left out.
 */
export const documentChecklist = (source: ChecklistSource | null): readonly ChecklistEntry[] => {
  const hsk = source?.hsk_level ?? 0;
  const standard = new Map<StandardDocumentKind, Line>(
    STANDARD_DOCUMENT_KINDS.map((kind) => [
      kind,
      {
        kind,
        title: STANDARD_DOCUMENT_TITLES[kind],
        note: kind === "hsk" ? hskNote(hsk) : "",
        mandatory: MANDATORY[kind],
      },
    ]),
  );
  const wanted = new Set<StandardDocumentKind>(STANDARD_DOCUMENT_KINDS.filter((kind) => kind !== "hsk" || hsk > 0));
  const named = new Set<StandardDocumentKind>();
  const seen = new Set<string>();
  const fromBase: Line[] = [];
  (source?.required_documents ?? []).forEach((doc, i) => {
    const k = key(doc.title);
    if (k === "" || seen.has(k)) return;
    seen.add(k);
    const title = doc.title.trim();
    const note = (doc.note ?? "").trim();
    const kind = standardKindOf(title);
    if (kind !== null && !named.has(kind)) {
      named.add(kind);
      wanted.add(kind);
      const line = standard.get(kind);
      if (line !== undefined)
        standard.set(kind, { ...line, title, note: note === "" ? line.note : note, mandatory: true });
      return;
    }
    fromBase.push({ kind: baseKind(i + 1), title, note, mandatory: true });
  });
  const lines = [
    ...STANDARD_DOCUMENT_KINDS.filter((kind) => wanted.has(kind)).flatMap((kind) => {
      const line = standard.get(kind);
      return line === undefined ? [] : [line];
    }),
    ...fromBase,
  ];
  return lines.map((entry, position) => ({ ...entry, position }));
};
