import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { uploadFileNameArb } from "../../../tests/arbitraries/upload-file-name.arb";
import { fileNameStem, uploadPathChunks } from "./upload-path-chunks";

describe("upload path chunk properties", () => {
  it("joins back to the stem", () => {
    fc.assert(
      fc.property(uploadFileNameArb, (fileName) => {
        expect(uploadPathChunks(fileName).join("")).toBe(fileNameStem(fileName));
      }),
    );
  });

  it("has no empty chunk, none longer than 3, and only the last one shorter", () => {
    fc.assert(
      fc.property(uploadFileNameArb, (fileName) => {
        const chunks = uploadPathChunks(fileName);
        expect(chunks.length).toBe(Math.ceil(fileNameStem(fileName).length / 3));
        expect(chunks.every((chunk) => chunk.length >= 1 && chunk.length <= 3)).toBe(true);
        expect(chunks.slice(0, -1).every((chunk) => chunk.length === 3)).toBe(true);
      }),
    );
  });

  it("takes the stem as the name minus an extension that holds no dot", () => {
    fc.assert(
      fc.property(uploadFileNameArb, (fileName) => {
        const stem = fileNameStem(fileName);
        const rest = fileName.slice(stem.length);
        expect(stem.length).toBeGreaterThan(0);
        expect(fileName.startsWith(stem)).toBe(true);
        expect(rest === "" || (rest.startsWith(".") && !rest.slice(1).includes("."))).toBe(true);
      }),
    );
  });
});
