import { describe, expect, it } from "vitest";
import { httpsLink } from "./maps-embed";

describe("httpsLink", () => {
  it("keeps an https map address exactly as the editor wrote it (trimmed)", () => {
    const route = "https://yandex.ru/maps/?rtext=~55.757220%2C37.659420&rtt=auto";
    expect(httpsLink(` ${route} `)).toBe(route);
    expect(httpsLink("https://yandex.ru/map-widget/v1/?um=constructor")).toBe(
      "https://yandex.ru/map-widget/v1/?um=constructor",
    );
  });

  it("gives no map for an empty value or anything that is not an absolute https address", () => {
    for (const link of [
      "",
      "   ",
      "http://maps.example/",
      "javascript:alert(1)",
      "//maps.example/",
      "/maps/",
      "maps.example",
    ]) {
      expect(httpsLink(link)).toBeNull();
    }
  });
});
