import fc from "fast-check";

/** Words as the seeded texts have them: Cyrillic, Latin, digits, hyphenated compounds, Chinese. */
export const seedWordArb = fc.constantFrom(
  "Китай",
  "университет",
  "грант",
  "HSK",
  "4",
  "2027",
  "Санкт-Петербург",
  "из-за",
  "ёлка",
  "X1",
  "общежитие",
  "汉语",
  "Ухань",
);

/** The tags the content seed may use, with how each one is written when opened. */
export const allowedTagArb = fc.constantFrom("h2", "h3", "p", "ul", "ol", "li", "strong", "em", "a");

const open = (tag: string) => (tag === "a" ? `<a href="/blog/">` : `<${tag}>`);

/** A block of words wrapped in one allowed tag, with its words and tag kept for model checks. */
export const htmlBlockArb = fc
  .record({ tag: allowedTagArb, words: fc.array(seedWordArb, { maxLength: 12 }) })
  .map(({ tag, words }) => ({ tag, words, html: `${open(tag)}${words.join(" ")}</${tag}>` }));

/** Several blocks, each separated by a newline, as a seeded description is written. */
export const htmlFragmentArb = fc.array(htmlBlockArb, { maxLength: 8 }).map((blocks) => ({
  blocks,
  html: blocks.map((block) => block.html).join("\n"),
}));
