import { describe, expect, it } from "vitest";
import { PAGE_SIZES } from "./page-sizes";

describe("page sizes", () => {
  it("show 9 certificates and 9 team members per page", () => {
    expect(PAGE_SIZES).toEqual({ certificates: 9, team: 9 });
  });
});
