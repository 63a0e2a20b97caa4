import { describe, expect, it } from "vitest";
import { foreignQuery } from "./listing-foreign-query";

describe("foreignQuery", () => {
  it("keeps only the parameters the listing does not read, as they came", () => {
    expect(foreignQuery("?country=china&utm_source=vk&has_grant=true&utm_medium=social%20ads&page=2")).toBe(
      "utm_source=vk&utm_medium=social%20ads",
    );
  });

  it("treats the second set, the order and the form marker as the listing's", () => {
    expect(foreignQuery("filter.price_from=100&sort=price&form=listing&x")).toBe("x");
  });

  it("recognises encoded listing keys and drops undecodable ones", () => {
    expect(foreignQuery("?lang%2Dcourses=true&%E0%A4%A=1&gclid=1")).toBe("gclid=1");
    expect(foreignQuery("")).toBe("");
  });
});
