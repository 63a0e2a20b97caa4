import { describe, expect, it } from "vitest";
import { splitListingPath } from "./listing-path";

describe("splitListingPath", () => {
  it("tells the programLevel from the country by its pl- prefix", () => {
    expect(splitListingPath("/universities/")).toEqual({ type: "universities" });
    expect(splitListingPath("/universities/china/")).toEqual({ type: "universities", country: "china" });
    expect(splitListingPath("/universities/pl-master/")).toEqual({ type: "universities", programLevel: "pl-master" });
    expect(splitListingPath("/catalog/pl-bachelor/china/beijing/")).toEqual({
      type: "catalog",
      programLevel: "pl-bachelor",
      country: "china",
      city: "beijing",
    });
    expect(splitListingPath("/catalog/china/beijing/")).toEqual({ type: "catalog", country: "china", city: "beijing" });
  });

  it("refuses paths that cannot be a listing", () => {
    for (const path of [
      "/",
      "",
      "/catalog",
      "catalog/",
      "/catalog//",
      "/catalog/china/beijing/tsinghua/",
      "/a/%E0%A4%A/",
    ]) {
      expect(splitListingPath(path)).toBeNull();
    }
    expect(splitListingPath("/catalog/pl-master/china/beijing/extra/")).toBeNull();
  });
});
