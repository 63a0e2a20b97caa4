import { describe, expect, it } from "vitest";
import { httpsUrl } from "./https-url";

describe("httpsUrl", () => {
  it("accepts absolute https URLs", () => {
    expect(httpsUrl("https://widgets.example.test/chat.js")).toBe("https://widgets.example.test/chat.js");
    expect(httpsUrl("https://cdn.example.com:8443/a.js?v=2#x")).toBe("https://cdn.example.com:8443/a.js?v=2#x");
  });

  it("refuses other schemes, relative paths, credentials, quotes and nothing", () => {
    for (const text of ["http://cdn.example.com/a.js", "//cdn.example.com/a.js", "/a.js", "javascript:alert(1)"]) {
      expect(httpsUrl(text)).toBeNull();
    }
    expect(httpsUrl("https://user@cdn.example.com/a.js")).toBeNull();
    expect(httpsUrl('https://cdn.example.com/a.js"onload="x')).toBeNull();
    expect(httpsUrl(undefined)).toBeNull();
  });
});
