import { describe, expect, it } from "vitest";
import { offeredProviders } from "./offered-providers";

describe("offeredProviders", () => {
  it("offers every provider to an anonymous visitor", () => {
    expect(offeredProviders(null)).toEqual(["vkontakte", "odnoklassniki", "mailru"]);
    expect(offeredProviders({ id: 0, socials: [{ provider: "mailru" }] })).toEqual([
      "vkontakte",
      "odnoklassniki",
      "mailru",
    ]);
  });

  it("offers a logged-in user only the linked providers, in canonical order and once each", () => {
    expect(
      offeredProviders({
        id: 9,
        socials: [{ provider: "mailru" }, { provider: "vkontakte" }, { provider: "mailru" }],
      }),
    ).toEqual(["vkontakte", "mailru"]);
  });

  it("offers nothing to a logged-in user without linked networks", () => {
    expect(offeredProviders({ id: 9, socials: [] })).toEqual([]);
    expect(offeredProviders({ id: 9 })).toEqual([]);
  });
});
