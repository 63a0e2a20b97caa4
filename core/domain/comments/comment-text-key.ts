/**
 * The form two comment texts are compared in for the duplicate rule (ADR 061): Unicode compatibility form (NFKC:
 * full-width letters, ligatures and no-break spaces become the plain ones), trimmed, every run of whitespace one
 * space, and case folded (lower, upper, then lower case again, so «ß» and «SS» or «ς» and «σ» meet).
 */
export const commentTextKey = (text: string): string =>
  text.normalize("NFKC").toLowerCase().toUpperCase().toLowerCase().normalize("NFKC").trim().replace(/\s+/gu, " ");
