import { describe, expect, it } from "vitest";
import { SAMPLE_FACETS } from "../../../tests/arbitraries/listing.arb";
import { readListingForm } from "./listing-form";
import { listingViewUrl } from "./listing-view-url";

const submit = (query: string): string =>
  listingViewUrl(readListingForm(new URLSearchParams(query).entries(), SAMPLE_FACETS));

describe("readListingForm", () => {
  it("joins a checkbox group into one comma list and writes the canonical URL", () => {
    expect(submit("form=listing&education_type=universities&languages=english&languages=chinese&has_grant=true")).toBe(
      "/universities/?has_grant=true&languages=english,chinese",
    );
  });

  it("takes the location from its fields: one country and city to the path, several to the query", () => {
    expect(submit("education_type=catalog&country=china&city=beijing")).toBe("/catalog/china/beijing/");
    expect(submit("education_type=schools&country=china,korea")).toBe("/schools/?country=china,korea");
  });

  it("reads the program levels and language courses from their checkboxes alone", () => {
    expect(submit("education_type=catalog&program_levels=master")).toBe("/catalog/pl-master/");
    expect(submit("education_type=catalog&lang-courses=true")).toBe("/catalog/pl-language-course/");
    expect(submit("education_type=catalog")).toBe("/catalog/");
  });

  it("drops values outside the facets, keeps the order and starts again at page 1", () => {
    const view = readListingForm(
      new URLSearchParams("education_type=nope&directions=magic&sort=price&page=4&title=++МГУ++").entries(),
      SAMPLE_FACETS,
    );
    expect(listingViewUrl(view)).toBe("/catalog/?title=%D0%9C%D0%93%D0%A3&sort=price");
    expect(view.page).toBe(1);
  });

  it("reads the second set under its filter. names", () => {
    expect(submit("filter.type_grants=grants&filter.type_grants=scholarships&filter.price_from=500")).toBe(
      "/catalog/?filter.type_grants=grants,scholarships",
    );
    expect(submit("filter.price_from=2500&filter.cities=beijing&filter.cities=seoul")).toBe(
      "/catalog/?filter.cities=beijing,seoul&filter.price_from=2500",
    );
  });
});
