import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS } from "./public-page-paths";

describe("PUBLIC_PAGE_PATHS", () => {
  it("starts with home and holds the information, price, course, legal and optional-param pages", () => {
    expect(PUBLIC_PAGE_PATHS[0]).toBe("/");
    for (const path of [
      "/onlajn-kursy-kitaiskogo-yazyka/",
      "/czeny-na-uslugi/",
      "/basic-pricelist-service/",
      "/blog/",
      "/hsk/info-o-hsk/",
      "/courses/",
      "/quiz/",
      "/o-kompanii/",
      "/contacts/",
      "/faq/",
      "/privacy-policy/",
      "/user-agreement/",
      "/ch/",
    ]) {
      expect(PUBLIC_PAGE_PATHS).toContain(path);
    }
  });

  it("leaves out the personal area, the payment outcomes and every page that needs a param", () => {
    for (const path of ["/u/", "/u/settings/", "/u/settings/security/", "/payment/success/", "/payment/fail/"]) {
      expect(PUBLIC_PAGE_PATHS).not.toContain(path);
    }
    expect(PUBLIC_PAGE_PATHS.some((path) => /^\/(catalog|universities|colleges|schools)\//.test(path))).toBe(false);
  });
});
