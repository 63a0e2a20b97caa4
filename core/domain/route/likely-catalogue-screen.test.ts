import { describe, expect, it } from "vitest";
import { likelyCatalogueScreen } from "./likely-catalogue-screen";

describe("likelyCatalogueScreen", () => {
  it("reads a listing with or without program level, country and city", () => {
    expect(likelyCatalogueScreen("/catalog/")).toBe("institutions-listing");
    expect(likelyCatalogueScreen("/universities/pl-bachelor/china/beijing/")).toBe("institutions-listing");
  });

  it("reads an institution, a degree program and an education base after the entity segment", () => {
    expect(likelyCatalogueScreen("/universities/china/beijing/peking-university-12/")).toBe("institution");
    expect(likelyCatalogueScreen("/universities/peking-university-12/economics/")).toBe("degree-program");
    expect(likelyCatalogueScreen("/colleges/china/college-7/language-course-31/")).toBe("institution-education-base");
  });

  it("never takes the type segment for an entity", () => {
    expect(likelyCatalogueScreen("/schools-3/")).toBe("institutions-listing");
  });
});
