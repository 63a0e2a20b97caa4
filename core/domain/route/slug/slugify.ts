import { err, ok, type Result } from "../../shared/result";
import { CYRILLIC_TO_LATIN } from "./cyrillic-transliteration";
import type { SlugError } from "./slug.errors";

const COMBINING_MARKS = /\p{M}/gu;

/** Cyrillic by the table; anything else loses its accents ("é" -> "e") and compatibility forms ("ﬁ" -> "fi"). */
const toLatin = (char: string): string =>
  CYRILLIC_TO_LATIN[char] ?? char.normalize("NFKD").replace(COMBINING_MARKS, "").toLowerCase();

/**
 * A slug for a Russian or Latin title: transliterated, lowercase, every other run of characters a single dash, no
 * dash at either end. "Колледж после 9 класса" -> "kolledzh-posle-9-klassa". A title without letters or digits fails.
 */
export const slugify = (title: string): Result<string, SlugError> => {
  const latin = Array.from(title.toLowerCase(), toLatin).join("");
  const slug = latin.replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  return slug === "" ? err({ _tag: "EmptySlug", input: title }) : ok(slug);
};
