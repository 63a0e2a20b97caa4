import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots-txt";

describe("robotsTxt", () => {
  it("lets every crawler in except the API and the personal area, and names the sitemap", () => {
    expect(robotsTxt("https://shuyuan.test")).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /api-dev/",
        "Disallow: /u/",
        "",
        "Sitemap: https://shuyuan.test/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});
