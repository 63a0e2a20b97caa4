import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { htmlFragmentArb } from "../../../../../tests/arbitraries/html-fragment.arb";
import { htmlTagNames } from "./html-tag-names";

describe("htmlTagNames properties", () => {
  it("returns each block's tag twice (open and close), in block order", () => {
    fc.assert(
      fc.property(htmlFragmentArb, ({ blocks, html }) => {
        expect(htmlTagNames(html)).toEqual(blocks.flatMap((block) => [block.tag, block.tag]));
      }),
    );
  });
});
