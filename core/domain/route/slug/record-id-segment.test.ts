import { describe, expect, it } from "vitest";
import { isRecordIdSegment } from "./record-id-segment";

describe("isRecordIdSegment", () => {
  it("takes the ids a record can have, written plainly", () => {
    expect(isRecordIdSegment("1")).toBe(true);
    expect(isRecordIdSegment("42")).toBe(true);
    expect(isRecordIdSegment("2147483647")).toBe(true);
  });

  it("refuses zero, leading zeros, signs, fractions and ids beyond an integer column", () => {
    for (const text of ["0", "012", "-1", "+1", "1.5", "1e3", "2147483648", "99999999999", "", " 1", "abc"]) {
      expect(isRecordIdSegment(text)).toBe(false);
    }
  });
});
