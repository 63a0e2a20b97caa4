import { describe, expect, it } from "vitest";
import { siteLink } from "./site-link";

describe("siteLink", () => {
  it("links an http(s) site and shows its host without www", () => {
    expect(siteLink("https://www.cugb.edu.cn")).toEqual({ href: "https://www.cugb.edu.cn", host: "cugb.edu.cn" });
    expect(siteLink(" http://English.PKU.edu.cn/admission?lang=en ")).toEqual({
      href: "http://English.PKU.edu.cn/admission?lang=en",
      host: "english.pku.edu.cn",
    });
  });

  it("refuses other schemes, credentials, spaces and nothing", () => {
    for (const site of [
      null,
      "",
      "javascript:alert(1)",
      "ftp://x.cn",
      "https://user:pw@x.cn",
      "https://x .cn",
      "cugb.edu.cn",
    ]) {
      expect(siteLink(site)).toBeNull();
    }
  });
});
