import { describe, expect, it } from "vitest";
import { readSocialProfile } from "./social-profile";

describe("readSocialProfile", () => {
  it("reads OpenID Connect claims", () => {
    expect(readSocialProfile({ sub: "abc", email: "a@b.ru", given_name: "Анна", family_name: "Ли" })).toEqual({
      ok: true,
      value: { socialId: "abc", email: "a@b.ru", firstName: "Анна", lastName: "Ли" },
    });
  });

  it("reads VK ID's user_info, Mail.ru's userinfo and Odnoklassniki's current user", () => {
    const vk = { user: { user_id: 1234567, first_name: "Иван", last_name: "Петров", email: "i@vk.ru" } };
    expect(readSocialProfile(vk)).toMatchObject({ ok: true, value: { socialId: "1234567", email: "i@vk.ru" } });
    const mailru = { id: "987", email: "o@mail.ru", first_name: "Ольга", last_name: "Ким" };
    expect(readSocialProfile(mailru)).toMatchObject({ ok: true, value: { socialId: "987", firstName: "Ольга" } });
    const ok = { uid: "5555", first_name: "Пётр", last_name: "Ян" };
    expect(readSocialProfile(ok)).toEqual({
      ok: true,
      value: { socialId: "5555", email: null, firstName: "Пётр", lastName: "Ян" },
    });
  });

  it("drops an address that is not one and keeps the person", () => {
    expect(readSocialProfile({ sub: "x", email: "not an address" })).toEqual({
      ok: true,
      value: { socialId: "x", email: null, firstName: "", lastName: "" },
    });
  });

  it("refuses an answer without the person's id", () => {
    for (const answer of [null, {}, { email: "a@b.ru" }, { sub: "" }, { user: {} }, "text", 42]) {
      expect(readSocialProfile(answer)).toEqual({ ok: false, error: { _tag: "NoSocialId" } });
    }
  });
});
