import { describe, expect, it } from "vitest";
import { catalogueSegmentClass } from "./catalogue-segment-class";

describe("catalogueSegmentClass", () => {
  it.each([
    ["pl-bakalavriat", "programLevel"],
    ["pl-language-course", "programLevel"],
    ["pl-grade-9", "programLevel"],
    ["tsinghua-university-12", "entity"],
    ["campus-2-7", "entity"],
    ["china", "plain"],
    ["pl", "plain"],
    ["plovdiv", "plain"],
    ["12", "plain"],
    ["computer-science", "plain"],
    ["pl-", "invalid"],
    ["China", "invalid"],
    ["tsinghua--12", "invalid"],
    ["пекин", "invalid"],
  ] as const)("%s is %s", (segment, expected) => {
    expect(catalogueSegmentClass(segment)).toBe(expected);
  });
});
