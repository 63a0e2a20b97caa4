import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slugify } from "../../../../../core/domain/route/slug/slugify";
import { latinSlug } from "./latin-slug";

const asciiTitleArb = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
});

describe("latinSlug properties", () => {
  it("agrees with the core slugify on ASCII titles", () => {
    fc.assert(
      fc.property(asciiTitleArb, (title) => {
        const core = slugify(title);
        expect(latinSlug(title, "fallback")).toBe(core.ok ? core.value : "fallback");
      }),
    );
  });

  it("agrees with the core slugify on Russian titles", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Платное обучение на китайском языке", "Стипендия Института Конфуция", "Ёлка № 5"),
        (title) => {
          const core = slugify(title);
          expect(latinSlug(title, "fallback")).toBe(core.ok ? core.value : "fallback");
        },
      ),
    );
  });
});
