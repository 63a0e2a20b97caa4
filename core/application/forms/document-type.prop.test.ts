import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPES, detectDocumentType } from "./document-type";

const startsWithSignature = (bytes: Uint8Array) =>
  DOCUMENT_TYPES.some((type) => type.signature.every((byte, index) => bytes[index] === byte));

describe("detectDocumentType properties", () => {
  it("never accepts random bytes unless they start with a known signature", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const type = detectDocumentType(bytes);
        expect(type !== null).toBe(startsWithSignature(bytes));
      }),
      { numRuns: 2000 },
    );
  });

  it("accepts any content behind a signature, as the type of that signature", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DOCUMENT_TYPES), fc.uint8Array({ maxLength: 64 }), (type, rest) => {
        const bytes = new Uint8Array([...type.signature, ...rest]);
        expect(detectDocumentType(bytes)?.kind).toBe(type.kind);
      }),
    );
  });

  it("refuses any byte of a signature changed", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DOCUMENT_TYPES), fc.nat(), fc.integer({ min: 1, max: 255 }), (type, at, delta) => {
        const bytes = new Uint8Array(type.signature);
        const index = at % bytes.length;
        bytes[index] = ((bytes[index] ?? 0) + delta) % 256;
        expect(detectDocumentType(bytes)).toBeNull();
      }),
    );
  });
});
