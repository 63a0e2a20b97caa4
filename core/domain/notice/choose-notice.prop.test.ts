import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chooseNotice } from "./choose-notice";
import type { Notice } from "./notice";

const shownNotice: fc.Arbitrary<Notice> = fc.record(
  {
    id: fc.nat(),
    text: fc.tuple(fc.constantFrom("Внимание", "Скидка", "Набор"), fc.string()).map(([word, tail]) => word + tail),
    title: fc.option(fc.string(), { nil: null }),
    link: fc.option(fc.webPath(), { nil: null }),
    level: fc.constantFrom("info", "warning", "danger"),
  },
  { requiredKeys: ["id", "text"] },
);
const blankNotice: fc.Arbitrary<Notice> = fc.record({ id: fc.nat(), text: fc.constantFrom("", " ", "\n\t") });
const absent = fc.constantFrom(null, undefined);
const anyNotice = fc.oneof(shownNotice, blankNotice, absent);

describe("chooseNotice properties", () => {
  it("the model notice wins whenever it exists", () => {
    fc.assert(
      fc.property(shownNotice, anyNotice, (model, main) => {
        expect(chooseNotice(model, main)).toBe(model);
      }),
    );
  });

  it("without a model notice the main notice is shown, if there is one", () => {
    fc.assert(
      fc.property(fc.oneof(blankNotice, absent), fc.oneof(shownNotice, blankNotice, absent), (model, main) => {
        const shown = main != null && main.text.trim() !== "" ? main : null;
        expect(chooseNotice(model, main)).toBe(shown);
      }),
    );
  });

  it("returns one of its arguments or nothing, and choosing twice changes nothing", () => {
    fc.assert(
      fc.property(anyNotice, anyNotice, (model, main) => {
        const chosen = chooseNotice(model, main);
        expect([model, main, null]).toContain(chosen);
        expect(chooseNotice(chosen, main)).toBe(chosen ?? chooseNotice(null, main));
      }),
    );
  });
});
