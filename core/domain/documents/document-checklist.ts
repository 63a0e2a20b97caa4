import { baseKind, type DocumentKind, STANDARD_DOCUMENT_KINDS, type StandardDocumentKind } from "./document-kind";
import { hskNote, STANDARD_DOCUMENT_TITLES } from "./document-titles";

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

/**
 * The checklist of an application: the standard documents (the HSK certificate only when the base asks for an HSK
 * level) and then every document the base requires, in its order, as "base:{n}". A base entry whose title repeats a
 * standard one or an earlier entry, or is blank, is left out (the list has one line per paper).
 */
export const documentChecklist = (source: ChecklistSource | null): readonly ChecklistEntry[] => {
  const hsk = source?.hsk_level ?? 0;
  const standard = STANDARD_DOCUMENT_KINDS.filter((kind) => kind !== "hsk" || hsk > 0).map((kind) => ({
    kind,
    title: STANDARD_DOCUMENT_TITLES[kind],
    note: kind === "hsk" ? hskNote(hsk) : "",
    mandatory: MANDATORY[kind],
  }));
  const seen = new Set(standard.map((entry) => key(entry.title)));
  const fromBase = (source?.required_documents ?? []).flatMap((doc, i) => {
    const k = key(doc.title);
    if (k === "" || seen.has(k)) return [];
    seen.add(k);
    return [{ kind: baseKind(i + 1), title: doc.title.trim(), note: (doc.note ?? "").trim(), mandatory: true }];
  });
  return [...standard, ...fromBase].map((entry, position) => ({ ...entry, position }));
};
