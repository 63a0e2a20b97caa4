import type { PreparationStep } from "./document-stage";

/** The documents every application asks for, in the order the checklist shows them. */
export const STANDARD_DOCUMENT_KINDS = [
  "passport",
  "photo",
  "diploma",
  "transcript",
  "hsk",
  "medical",
  "police",
] as const;

export type StandardDocumentKind = (typeof STANDARD_DOCUMENT_KINDS)[number];

/** A standard kind, or "base:{n}" for the n-th (from 1) document the education base requires. */
export type DocumentKind = StandardDocumentKind | `base:${number}`;

export const isStandardKind = (kind: string): kind is StandardDocumentKind =>
  (STANDARD_DOCUMENT_KINDS as readonly string[]).includes(kind);

const BASE_KIND = /^base:[1-9][0-9]{0,3}$/;

export const isDocumentKind = (kind: string): kind is DocumentKind => isStandardKind(kind) || BASE_KIND.test(kind);

export const baseKind = (n: number): DocumentKind => `base:${n}`;

const ALL_STEPS: readonly PreparationStep[] = ["translation_ordered", "notarised", "legalised"];

/**
 * The preparation steps that make sense for a kind. Papers issued in Russia for a Chinese university (the diploma,
 * its transcript, the police certificate) are translated, notarised and apostilled; the passport page, the photo,
 * the medical form (filled in on the Chinese form) and the HSK certificate (issued in Chinese and English) need
 * none. The base's own documents are unknown paper: every step is offered, each may be skipped.
 */
export const preparationStepsOf = (kind: DocumentKind): readonly PreparationStep[] => {
  switch (kind) {
    case "diploma":
    case "transcript":
    case "police":
      return ALL_STEPS;
    case "passport":
    case "photo":
    case "medical":
    case "hsk":
      return [];
    default:
      return ALL_STEPS;
  }
};
