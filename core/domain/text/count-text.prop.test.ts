import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countText } from "./count-text";
import { PLACE_FORMS } from "./counted-nouns";
import { pluralNoun } from "./russian-plural";

describe("countText properties", () => {
  it("is the Russian-locale number, a space and the noun's form, with no other digits", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (n) => {
        const text = countText(n, PLACE_FORMS);
        expect(text).toBe(`${new Intl.NumberFormat("ru-RU").format(n)} ${pluralNoun(n, PLACE_FORMS)}`);
        expect(text.replace(/\D/g, "")).toBe(String(n));
      }),
    );
  });
});
