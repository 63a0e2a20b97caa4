/** Case forms of a Russian name, as the `morph` columns store them. Accusative is the inanimate one. */
export type CaseForms = Readonly<{
  nominative: string;
  genitive: string;
  dative: string;
  accusative: string;
  instrumental: string;
  prepositional: string;
}>;

export type Gender = "m" | "f" | "n";

/** Genitive, dative, accusative, instrumental and prepositional. */
type ObliqueForms = readonly [string, string, string, string, string];

/** Head nouns of institution and program names; the words before them are adjectives agreeing with them. */
const HEAD_NOUNS: Readonly<Record<string, Gender>> = {
  университет: "m",
  институт: "m",
  колледж: "m",
  лицей: "m",
  курс: "m",
  бакалавриат: "m",
  академия: "f",
  консерватория: "f",
  школа: "f",
  гимназия: "f",
  магистратура: "f",
  аспирантура: "f",
  программа: "f",
  отделение: "n",
};

const VELARS = "кгх";
const HUSHING = "жшчщц";
const VOWELS = "аеёиоуыэюя";

const inflect = (word: string, cut: number, endings: ObliqueForms): ObliqueForms => {
  const stem = word.slice(0, word.length - cut);
  return endings.map((ending) => stem + ending) as unknown as ObliqueForms;
};

const unchanged = (word: string): ObliqueForms => [word, word, word, word, word];

/** A noun (or a one-word place name) by its ending; names ending in another vowel do not decline. */
export const nounForms = (word: string): ObliqueForms => {
  const last = word.slice(-1);
  const beforeLast = word.slice(-2, -1);
  if (word.endsWith("ия")) return inflect(word, 1, ["и", "и", "ю", "ей", "и"]);
  if (word.endsWith("ие")) return inflect(word, 1, ["я", "ю", "е", "ем", "и"]);
  if (last === "а" && !VOWELS.includes(beforeLast)) {
    const genitive = VELARS.includes(beforeLast) || HUSHING.includes(beforeLast) ? "и" : "ы";
    return inflect(word, 1, [genitive, "е", "у", "ой", "е"]);
  }
  if (last === "я") return inflect(word, 1, ["и", "е", "ю", "ей", "е"]);
  if (last === "й") return inflect(word, 1, ["я", "ю", "й", "ем", "е"]);
  if (last === "ь") return inflect(word, 1, ["я", "ю", "ь", "ем", "е"]);
  if (VOWELS.includes(last.toLowerCase())) return unchanged(word);
  return inflect(word, 0, ["а", "у", "", HUSHING.includes(last) ? "ем" : "ом", "е"]);
};

/** An adjective agreeing with a noun of the given gender; null when the word has no adjective ending. */
export const adjectiveForms = (word: string, gender: Gender): ObliqueForms | null => {
  const ending = word.slice(-2);
  const hard = ending === "ый" || ending === "ой" || (ending === "ий" && VELARS.includes(word.slice(-3, -2)));
  if (gender === "m" && hard) return inflect(word, 2, ["ого", "ому", ending, ending === "ий" ? "им" : "ым", "ом"]);
  if (gender === "m" && ending === "ий") return inflect(word, 2, ["его", "ему", "ий", "им", "ем"]);
  if (gender === "f" && ending === "ая") return inflect(word, 2, ["ой", "ой", "ую", "ой", "ой"]);
  if (gender === "f" && ending === "яя") return inflect(word, 2, ["ей", "ей", "юю", "ей", "ей"]);
  if (gender === "n" && ending === "ое") return inflect(word, 2, ["ого", "ому", "ое", "ым", "ом"]);
  if (gender === "n" && ending === "ее") return inflect(word, 2, ["его", "ему", "ее", "им", "ем"]);
  return null;
};

const caseForms = (nominative: string, [genitive, dative, accusative, instrumental, prepositional]: ObliqueForms) => ({
  nominative,
  genitive,
  dative,
  accusative,
  instrumental,
  prepositional,
});

/** A place or country name of one word ("Пекин", "Ухань", "Корея"); "Токио" and "Цзиньхуа" stay as they are. */
export const declineName = (name: string): CaseForms => caseForms(name, nounForms(name));

/** A masculine adjective standing alone ("Китайский" for the language). */
export const declineAdjective = (word: string): CaseForms =>
  caseForms(word, adjectiveForms(word, "m") ?? unchanged(word));

const headIndex = (words: readonly string[]): number =>
  words.findIndex((word) => HEAD_NOUNS[word.toLowerCase()] !== undefined);

/** The grammatical gender of a title's head noun ("Центральная консерватория" is feminine); null without one. */
export const headGender = (title: string): Gender | null => {
  const words = title.split(" ");
  const index = headIndex(words);
  return index < 0 ? null : (HEAD_NOUNS[(words[index] ?? "").toLowerCase()] ?? null);
};

/**
 * An institution or program title: the adjectives up to the head noun and the noun decline, the rest is a genitive
 * or a proper name and stays ("Пекинский университет" -> "Пекинского университета", "Университет Цинхуа" ->
 * "Университета Цинхуа"). A title without a known head noun does not decline.
 */
export const declinePhrase = (title: string): CaseForms => {
  const words = title.split(" ");
  const index = headIndex(words);
  const gender = headGender(title);
  if (index < 0 || gender === null) return caseForms(title, unchanged(title));
  const declined = words.map((word, position) =>
    position < index
      ? (adjectiveForms(word, gender) ?? unchanged(word))
      : position === index
        ? nounForms(word)
        : unchanged(word),
  );
  const formAt = (caseIndex: number) => declined.map((forms) => forms[caseIndex]).join(" ");
  return caseForms(title, [formAt(0), formAt(1), formAt(2), formAt(3), formAt(4)]);
};
