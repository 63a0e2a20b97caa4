import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { uploadFileNameArb } from "../../../tests/arbitraries/upload-file-name.arb";
import { uploadSrcset } from "./upload-srcset";
import { webpUploadUrl } from "./upload-url";

const widthsArb = fc.uniqueArray(fc.integer({ min: 1, max: 8000 }), { minLength: 1, maxLength: 6 });

describe("uploadSrcset properties", () => {
  it("has one candidate per width, in order, whose descriptor matches its w parameter", () => {
    fc.assert(
      fc.property(uploadFileNameArb, widthsArb, (fileName, widths) => {
        const candidates = uploadSrcset(fileName, widths).split(", ");
        expect(candidates).toHaveLength(widths.length);
        candidates.forEach((candidate, index) => {
          const width = widths[index] ?? 0;
          expect(candidate).toBe(`${webpUploadUrl(fileName, width)} ${width}w`);
          const [url, descriptor] = candidate.split(" ");
          expect(new URL(url ?? "", "https://example.test").searchParams.get("w")).toBe(descriptor?.replace("w", ""));
        });
      }),
    );
  });
});
