import { reference } from "./catalogue-reference";
import { memoized } from "./memoized";
import { declineAdjective } from "./russian-declension";

const caseOf = (slug: string, form: "genitive" | "prepositional"): string =>
  declineAdjective(reference.language(slug).title)[form].toLowerCase();

const taughtInCached = memoized((key) => {
  const names = key.split(",").map((slug) => caseOf(slug, "prepositional"));
  return names.length === 1 ? `на ${names[0]} языке` : `на ${names.slice(0, -1).join(", ")} и ${names.at(-1)} языках`;
});

const languageOfCached = memoized((slug) => `${caseOf(slug, "genitive")} языка`);

/** "на китайском языке", "на английском и китайском языках". */
export const taughtIn = (languages: readonly string[]): string => taughtInCached(languages.join(","));

/** "китайского языка". */
export const languageOf = (slug: string): string => languageOfCached(slug);
