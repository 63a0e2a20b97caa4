import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { educationBaseIdOf } from "./education-base-reference";

const idArb = fc.integer({ min: 1, max: 2_000_000_000 });
const wordArb = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}[a-z]$/);

describe("educationBaseIdOf", () => {
  it("reads a plain number as the base's id", () => {
    fc.assert(
      fc.property(idArb, (id) => {
        expect(educationBaseIdOf(` ${id} `)).toBe(id);
      }),
    );
  });

  it("reads the id at the end of a base page's address, with or without origin, slash or query", () => {
    fc.assert(
      fc.property(
        fc.array(wordArb, { minLength: 1, maxLength: 4 }),
        wordArb,
        idArb,
        fc.constantFrom("", "https://shuyuan.ru", "http://127.0.0.1:3520"),
        fc.constantFrom("", "/", "/?utm_source=vk", "#reviews"),
        (path, slug, id, origin, tail) => {
          expect(educationBaseIdOf(`${origin}/${path.join("/")}/${slug}-${id}${tail}`)).toBe(id);
        },
      ),
    );
  });

  it("names no base for text that is neither", () => {
    for (const text of ["", "abc", "0", "-5", "/universities/china/", "bakalavriat-12", "12abc", "https://x.ru/a-b"]) {
      expect(educationBaseIdOf(text)).toBeNull();
    }
  });
});
