import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeFileNameArb, safeSegmentArb, unsupportedCharArb } from "../../../tests/arbitraries/upload-file-name.arb";
import { parseUploadFileName } from "./upload-file-name";

const tagOf = (name: string): string => {
  const parsed = parseUploadFileName(name);
  return parsed.ok ? "ok" : parsed.error._tag;
};

describe("parseUploadFileName properties", () => {
  it("accepts every safe name unchanged", () => {
    fc.assert(
      fc.property(safeFileNameArb, (name) => {
        expect(parseUploadFileName(name)).toEqual({ ok: true, value: name });
      }),
    );
  });

  it("rejects a slash or backslash anywhere", () => {
    fc.assert(
      fc.property(safeSegmentArb, fc.constantFrom("/", "\\", "../", "/.."), safeSegmentArb, (before, bad, after) => {
        expect(tagOf(`${before}${bad}${after}`)).toBe("PathSeparator");
      }),
    );
  });

  it("rejects '..' anywhere", () => {
    fc.assert(
      fc.property(safeSegmentArb, safeSegmentArb, (before, after) => {
        expect(tagOf(`${before}..${after}`)).toBe("ParentReference");
      }),
    );
  });

  it("rejects a safe name behind a dot", () => {
    fc.assert(
      fc.property(safeFileNameArb, (name) => {
        expect(tagOf(`.${name}`)).toBe("LeadingDot");
      }),
    );
  });

  it("rejects an unsupported character and reports it", () => {
    fc.assert(
      fc.property(safeFileNameArb, fc.nat(), unsupportedCharArb, (name, at, character) => {
        const index = at % (name.length + 1);
        const fileName = `${name.slice(0, index)}${character}${name.slice(index)}`;
        expect(parseUploadFileName(fileName)).toEqual({
          ok: false,
          error: { _tag: "UnsupportedCharacter", fileName, character },
        });
      }),
    );
  });
});
