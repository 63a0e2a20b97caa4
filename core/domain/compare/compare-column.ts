import type { Institution } from "../catalogue/institution";
import type { CompareFacts } from "./compare-facts";
import { degreeProgramHref, institutionHref } from "./compare-links";
import { institutionFacts } from "./institution-facts";
import { programFacts } from "./program-facts";
import type { ShortlistItem, ShortlistRef } from "./shortlist-item";

/** One column of the comparison: what it is, how to name and open it, and its row values. */
export type CompareColumn = {
  readonly ref: ShortlistRef;
  readonly title: string;
  /** For a program, the institution it belongs to. */
  readonly institutionTitle: string | null;
  readonly href: string;
  /** The institution's country: its currency (and rate to the rouble) are the prices'. */
  readonly countryId: number;
  readonly facts: CompareFacts;
};

/** A column, or why there is none: the institution (or the program in it) is no longer published. */
export type CompareCell =
  | { readonly _tag: "Column"; readonly column: CompareColumn }
  | {
      readonly _tag: "Unavailable";
      readonly ref: ShortlistRef;
    };

/** Builds the column of a shortlisted item from its institution's answer (null when that call found nothing). */
export const compareColumn = (item: ShortlistItem, institution: Institution | null, now: Date): CompareCell => {
  const ref = { kind: item.kind, id: item.id };
  if (institution === null) return { _tag: "Unavailable", ref };
  if (item.kind === "institution") {
    if (institution.id !== item.id) return { _tag: "Unavailable", ref };
    const column = {
      ref,
      title: institution.title.ru,
      institutionTitle: null,
      href: institutionHref(institution),
      countryId: institution.country.id,
      facts: institutionFacts(institution, now),
    };
    return { _tag: "Column", column };
  }
  const program = institution.degree_programs.find((candidate) => candidate.id === item.id);
  if (program === undefined) return { _tag: "Unavailable", ref };
  const column = {
    ref,
    title: program.title,
    institutionTitle: institution.title.ru,
    href: degreeProgramHref(institution, program.slug),
    countryId: institution.country.id,
    facts: programFacts(program, institution, now),
  };
  return { _tag: "Column", column };
};
