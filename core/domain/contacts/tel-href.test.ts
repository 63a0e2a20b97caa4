import { describe, expect, it } from "vitest";
import { telHref } from "./tel-href";

describe("telHref", () => {
  it("keeps the digits and a leading plus", () => {
    expect(telHref("8 800 350-27-14")).toBe("tel:88003502714");
    expect(telHref("+7 (495) 120-48-36")).toBe("tel:+74951204836");
    expect(telHref("  +7 495 1204836 ")).toBe("tel:+74951204836");
  });

  it("gives no link without digits", () => {
    expect(telHref("")).toBeNull();
    expect(telHref("по запросу")).toBeNull();
  });
});
