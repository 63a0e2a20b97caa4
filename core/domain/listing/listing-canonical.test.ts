import { describe, expect, it } from "vitest";
import { SAMPLE_FACETS } from "../../../tests/arbitraries/listing.arb";
import { canonicalListingFilter } from "./listing-canonical";
import { parseListingUrl } from "./listing-url";
import { serialiseListingUrl } from "./listing-url-serialise";

/** The canonical form of a URL, written back as a URL. */
const canonical = (url: string): string => {
  const at = url.indexOf("?");
  const parsed = parseListingUrl(
    at < 0 ? { pathname: url, search: "" } : { pathname: url.slice(0, at), search: url.slice(at) },
    SAMPLE_FACETS,
  );
  if (!parsed.ok) throw new Error(`not a listing: ${url}`);
  return serialiseListingUrl(canonicalListingFilter(parsed.value, SAMPLE_FACETS));
};

describe("canonicalListingFilter", () => {
  it("moves a single country and its city from the query to the path", () => {
    expect(canonical("/universities/?country=china")).toBe("/universities/china/");
    expect(canonical("/universities/?country=china&city=beijing")).toBe("/universities/china/beijing/");
    expect(canonical("/universities/china/?city=shanghai")).toBe("/universities/china/shanghai/");
  });

  it("keeps several countries or cities in the query as comma lists", () => {
    expect(canonical("/universities/china/?country=korea")).toBe("/universities/?country=china,korea");
    expect(canonical("/universities/china/beijing/?city=shanghai")).toBe("/universities/china/?city=beijing,shanghai");
    expect(canonical("/catalog/?country=china,korea&city=seoul")).toBe("/catalog/?country=china,korea&city=seoul");
  });

  it("leaves a city in the query when its country is not the one in the path", () => {
    expect(canonical("/catalog/china/?city=seoul")).toBe("/catalog/china/?city=seoul");
    expect(canonical("/catalog/?city=beijing")).toBe("/catalog/?city=beijing");
  });

  it("puts the chosen education type in the path", () => {
    expect(canonical("/catalog/?education_type=colleges")).toBe("/colleges/");
    expect(canonical("/schools/china/?education_type=universities")).toBe("/universities/china/");
    expect(canonical("/schools/?education_type=catalog")).toBe("/schools/");
  });

  it("puts a single program level in the path and several in the query", () => {
    expect(canonical("/catalog/?program_levels=master")).toBe("/catalog/pl-master/");
    expect(canonical("/catalog/pl-master/?program_levels=bachelor")).toBe("/catalog/?program_levels=bachelor,master");
    expect(canonical("/catalog/pl-master/?program_levels=master")).toBe("/catalog/pl-master/");
  });

  it("writes the language-courses flag as its path segment unless a degree level holds the path", () => {
    expect(canonical("/catalog/?lang-courses=true")).toBe("/catalog/pl-language-course/");
    expect(canonical("/catalog/pl-language-course/?lang-courses=true")).toBe("/catalog/pl-language-course/");
    expect(canonical("/catalog/pl-language-course/?program_levels=phd")).toBe("/catalog/pl-phd/?lang-courses=true");
  });

  it("keeps every other choice as it is", () => {
    expect(
      canonical(
        "/catalog/?has_grant=true&languages=chinese&title=%D0%9F%D0%B5%D0%BA%D0%B8%D0%BD&filter.price_from=5000",
      ),
    ).toBe("/catalog/?has_grant=true&languages=chinese&title=%D0%9F%D0%B5%D0%BA%D0%B8%D0%BD&filter.price_from=5000");
  });
});
