import { CYRILLIC_TO_LATIN } from "../../domain/route/slug/cyrillic-transliteration";

/** Longest base taken from an address; a numeric suffix may follow. */
export const USERNAME_BASE_MAX_LENGTH = 30;

/** Every derived username: Latin lowercase letters and digits, with single `.`, `_` or `-` between them. */
export const DERIVED_USERNAME = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/;

const COMBINING_MARKS = /\p{M}/gu;
const toLatin = (char: string): string =>
  CYRILLIC_TO_LATIN[char] ?? char.normalize("NFKD").replace(COMBINING_MARKS, "").toLowerCase();

/**
 * The username an address suggests: its local part without a "+tag", transliterated, lowercase, other characters
 * dropped, a run of separators kept as its first one, none at either end, at most 30 characters; "user" when
 * nothing is left. "Ivan.Petrov+news@mail.ru" -> "ivan.petrov".
 */
export const usernameBase = (email: string): string => {
  const at = email.lastIndexOf("@");
  const local = at >= 0 ? email.slice(0, at) : email;
  const plus = local.indexOf("+");
  const main = plus >= 0 ? local.slice(0, plus) : local;
  const latin = Array.from(main.toLowerCase(), toLatin)
    .join("")
    .replace(/[^a-z0-9._-]+/g, "");
  const tidy = latin.replace(/[._-]+/g, (run) => run.charAt(0)).replace(/^[._-]+|[._-]+$/g, "");
  const cut = tidy.slice(0, USERNAME_BASE_MAX_LENGTH).replace(/[._-]+$/, "");
  return cut === "" ? "user" : cut;
};

/** The base itself when free, else the base with the smallest free number from 2 ("ivan2"; "user1_2"). */
export const freeUsername = (base: string, taken: ReadonlySet<string>): string => {
  if (!taken.has(base)) return base;
  const joiner = /[0-9]$/.test(base) ? "_" : "";
  for (let n = 2; ; n++) {
    const candidate = `${base}${joiner}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
};
