import { describe, expect, it } from "vitest";
import { DEFAULT_PRICE_FROM } from "./listing-defaults";

describe("listing defaults", () => {
  it("start price_from at 0", () => {
    expect(DEFAULT_PRICE_FROM).toBe(0);
  });
});
