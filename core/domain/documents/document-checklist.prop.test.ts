import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { requiredDocumentArb } from "../../../tests/arbitraries/documents.arb";
import { documentChecklist } from "./document-checklist";
import { STANDARD_DOCUMENT_KINDS } from "./document-kind";
import { STANDARD_DOCUMENT_TITLES } from "./document-titles";
import { standardKindOf } from "./standard-kind-of";

const sourceArb = fc.option(
  fc.record({
    hsk_level: fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
    required_documents: fc.array(requiredDocumentArb, { maxLength: 8 }),
  }),
  { nil: null },
);

describe("documentChecklist (properties)", () => {
  it("has unique kinds and titles, positions 0..n-1, and every standard kind but maybe HSK", () => {
    fc.assert(
      fc.property(sourceArb, (source) => {
        const list = documentChecklist(source);
        expect(new Set(list.map((e) => e.kind)).size).toBe(list.length);
        expect(new Set(list.map((e) => e.title.toLocaleLowerCase("ru").replace(/\s+/g, " "))).size).toBe(list.length);
        expect(list.map((e) => e.position)).toEqual(list.map((_, i) => i));
        const wantsHsk = (source?.hsk_level ?? 0) > 0;
        for (const kind of STANDARD_DOCUMENT_KINDS) {
          expect(list.some((e) => e.kind === kind)).toBe(kind !== "hsk" || wantsHsk);
        }
      }),
    );
  });

  it("keeps every base document with a new non-blank title, mandatory, in the base's order", () => {
    fc.assert(
      fc.property(sourceArb, (source) => {
        const fromBase = documentChecklist(source).filter((e) => e.kind.startsWith("base:"));
        const numbers = fromBase.map((e) => Number(e.kind.slice(5)));
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        for (const entry of fromBase) {
          const original = source?.required_documents[Number(entry.kind.slice(5)) - 1];
          expect(entry.title).toBe(original?.title.trim());
          expect(entry.title).not.toBe("");
          expect(entry.mandatory).toBe(true);
        }
      }),
    );
  });

  it("leaves optional only the standard medical form and police certificate the base does not name", () => {
    fc.assert(
      fc.property(sourceArb, (source) => {
        for (const entry of documentChecklist(source)) {
          const optional =
            (entry.kind === "medical" || entry.kind === "police") &&
            entry.title === STANDARD_DOCUMENT_TITLES[entry.kind];
          expect(entry.mandatory).toBe(!optional);
        }
      }),
    );
  });

  it("gives a paper the base names by its words the standard line, with the base's title", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "Копия паспорта",
          "Фото 3x4",
          "Сертификат HSK 5",
          "Аттестат с приложением",
          "Медицинская справка",
        ),
        fc.array(requiredDocumentArb, { maxLength: 4 }),
        (title, rest) => {
          const list = documentChecklist({ hsk_level: null, required_documents: [{ title }, ...rest] });
          const line = list.find((e) => e.title === title);
          expect(line?.kind).toBe(standardKindOf(title));
          expect(line?.mandatory).toBe(true);
        },
      ),
    );
  });
});
