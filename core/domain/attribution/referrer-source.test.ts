import { describe, expect, it } from "vitest";
import { referrerSource } from "./referrer-source";

const page = "https://shuyuan.example/universities/?page=2";

describe("referrerSource", () => {
  it.each([
    ["https://yandex.ru/search/?text=%D1%83%D1%87%D0%B5%D0%B1%D0%B0", "yandex"],
    ["https://ya.ru/", "yandex"],
    ["https://www.google.com/", "google"],
    ["https://www.google.co.uk/", "google"],
    ["https://www.bing.com/search?q=x", "bing"],
    ["https://go.mail.ru/search?q=x", "mail.ru"],
    ["https://duckduckgo.com/", "duckduckgo"],
    ["https://search.yahoo.com/", "yahoo"],
    ["https://nova.rambler.ru/search", "rambler"],
    ["https://www.baidu.com/", "baidu"],
  ])("search engine %s -> %s / search", (referrer, source) => {
    expect(referrerSource(referrer, page)).toEqual({ utm_source: source, utm_medium: "search" });
  });

  it.each([
    ["https://vk.com/feed", "vk"],
    ["https://away.vk.com/away.php?to=x", "vk"],
    ["https://ok.ru/group/1", "ok"],
    ["https://m.ok.ru/", "ok"],
  ])("social network %s -> %s / social", (referrer, source) => {
    expect(referrerSource(referrer, page)).toEqual({ utm_source: source, utm_medium: "social" });
  });

  it("names any other site by its host with medium referral", () => {
    expect(referrerSource("https://www.Habr.com/ru/articles/1/", page)).toEqual({
      utm_source: "habr.com",
      utm_medium: "referral",
    });
    expect(referrerSource("https://e.mail.ru/inbox/", page)).toEqual({
      utm_source: "e.mail.ru",
      utm_medium: "referral",
    });
  });

  it.each([
    ["no referrer", null],
    ["an empty referrer", ""],
    ["an unreadable referrer", "android-app"],
    ["the site itself", "https://shuyuan.example/contacts/"],
    ["the site itself with www", "https://www.shuyuan.example/"],
  ])("treats %s as a direct visit", (_, referrer) => {
    expect(referrerSource(referrer, page)).toEqual({ utm_source: "(direct)", utm_medium: "(none)" });
  });
});
