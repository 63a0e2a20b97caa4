import { describe, expect, it } from "vitest";
import { socialNoticeOf } from "./social-notice";

describe("socialNoticeOf", () => {
  it("tells what a social sign-in did, or why it did not finish", () => {
    expect(socialNoticeOf(new URLSearchParams("social=linked"))).toEqual({
      tone: "success",
      text: "Соцсеть привязана: теперь через неё можно входить в аккаунт.",
    });
    expect(socialNoticeOf(new URLSearchParams("page=2&social_error=denied"))).toEqual({
      tone: "error",
      text: "Вход через соцсеть отменён.",
    });
  });

  it("shows nothing for an address without a known mark", () => {
    expect(socialNoticeOf(new URLSearchParams(""))).toBeNull();
    expect(socialNoticeOf(new URLSearchParams("social=<b>hi</b>"))).toBeNull();
    expect(socialNoticeOf(new URLSearchParams("social_error=constructor"))).toBeNull();
  });
});
