import { describe, expect, it } from "vitest";
import { resolveUtm } from "./resolve-utm";

describe("resolveUtm", () => {
  it("keeps the address utm when utm_source is present and ignores the referrer", () => {
    expect(
      resolveUtm({
        pageUrl: "https://shuyuan.example/?utm_source=telegram&utm_campaign=spring",
        referrer: "https://ya.ru/",
      }),
    ).toEqual({ utm_source: "telegram", utm_campaign: "spring" });
  });

  it("takes utm_source and utm_medium from the referrer when utm_source is absent", () => {
    expect(resolveUtm({ pageUrl: "https://shuyuan.example/?utm_campaign=spring", referrer: "https://ya.ru/" })).toEqual(
      {
        utm_source: "yandex",
        utm_medium: "search",
        utm_campaign: "spring",
      },
    );
  });

  it("keeps a utm_medium from the address over the referrer's", () => {
    expect(resolveUtm({ pageUrl: "https://shuyuan.example/?utm_medium=email", referrer: "https://vk.com/" })).toEqual({
      utm_source: "vk",
      utm_medium: "email",
    });
  });

  it("marks a visit with neither utm nor referrer as direct", () => {
    expect(resolveUtm({ pageUrl: "https://shuyuan.example/" })).toEqual({
      utm_source: "(direct)",
      utm_medium: "(none)",
    });
  });
});
