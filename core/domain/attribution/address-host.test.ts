import { describe, expect, it } from "vitest";
import { addressHost } from "./address-host";

describe("addressHost", () => {
  it.each([
    ["https://yandex.ru/search/?text=x", "yandex.ru"],
    ["HTTP://WWW.Google.Co.UK:8080/url?q=1", "google.co.uk"],
    ["//m.vk.com/away.php", "m.vk.com"],
    ["https://user:pass@ok.ru/", "ok.ru"],
    ["https://shuyuan.example./", "shuyuan.example"],
  ])("%s -> %s", (address, host) => {
    expect(addressHost(address)).toBe(host);
  });

  it.each([null, undefined, "", "   ", "/relative/path", "not a url", "https:///path"])("%s has no host", (address) => {
    expect(addressHost(address)).toBeNull();
  });
});
