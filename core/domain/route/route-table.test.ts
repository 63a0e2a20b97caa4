import { describe, expect, it } from "vitest";
import { routePatternText } from "./route-pattern-text";
import { ROUTE_TABLE } from "./route-table";
import { SCREENS } from "./screens";

describe("route table", () => {
  it("holds every row of spec 2, in the spec's order, then the comparison, the account screens and the staff console", () => {
    expect(SCREENS.map((screen) => [screen, routePatternText(ROUTE_TABLE[screen])])).toEqual([
      ["home", "/"],
      ["institution-education-base", "/{type}/{country?}/{city?}/{institution}/{educationBase}/"],
      ["degree-program", "/{type}/{country?}/{city?}/{institution}/{degreeProgram}/"],
      ["institutions-listing", "/{type}/{programLevel?}/{country?}/{city?}/"],
      ["institution", "/{type}/{country?}/{city?}/{institution}/"],
      ["online-chinese-courses", "/onlajn-kursy-kitaiskogo-yazyka/"],
      ["service-prices", "/czeny-na-uslugi/"],
      ["service-prices-country", "/czeny-na-uslugi/{country}/"],
      ["basic-price-list", "/basic-pricelist-service/"],
      ["individual-lessons", "/individualnye-zanyatiya/"],
      ["chinese-in-3-months", "/kitajskij-za-3-mesyacza/"],
      ["college-after-grade-9", "/kolledzh-posle-9-klassa/"],
      ["language-courses", "/yazykovye-kursy/"],
      ["blog-list", "/blog/{category?}/"],
      ["blog-post", "/blog/{category}/{slug}/"],
      ["user-profile", "/u/{user?}/"],
      ["settings", "/u/{user?}/settings/"],
      ["settings-applications", "/u/{user?}/settings/applications/"],
      ["settings-notifications", "/u/{user?}/settings/notifications/"],
      ["settings-profile", "/u/{user?}/settings/profile/"],
      ["settings-security", "/u/{user?}/settings/security/"],
      ["settings-application", "/u/{user?}/settings/applications/{application}/"],
      ["settings-application-documents", "/u/{user?}/settings/applications/{application}/documents/"],
      ["settings-application-messages", "/u/{user?}/settings/applications/{application}/messages/"],
      ["settings-application-payments", "/u/{user?}/settings/applications/{application}/payments/"],
      ["payment-success", "/payment/success/"],
      ["payment-fail", "/payment/fail/"],
      ["hsk", "/hsk/"],
      ["hsk-info", "/hsk/info-o-hsk/"],
      ["courses", "/courses/"],
      ["course", "/courses/{slug}/"],
      ["magistratura", "/magistratura/"],
      ["bakalavriat", "/bakalavriat/"],
      ["quiz", "/quiz/{slug?}/"],
      ["guarantees", "/guarantees/"],
      ["about-company", "/o-kompanii/"],
      ["contacts", "/contacts/"],
      ["reviews", "/reviews/"],
      ["faq", "/faq/"],
      ["personal-data-regulations", "/personal-data-regulations/"],
      ["consent-personal-data", "/consent-personal-data/"],
      ["platform-rules", "/platform-rules/"],
      ["privacy-policy", "/privacy-policy/"],
      ["user-agreement", "/user-agreement/"],
      ["ch", "/ch/"],
      ["compare", "/sravnenie/"],
      ["register", "/register/"],
      ["reset-password", "/reset-password/"],
      ["staff", "/staff/"],
      ["staff-application", "/staff/applications/{application}/"],
      ["staff-leads", "/staff/leads/"],
      ["staff-mail", "/staff/mail/"],
      ["staff-audit", "/staff/audit/"],
      ["staff-team", "/staff/team/"],
      ["staff-comments", "/staff/comments/"],
      ["costs", "/stoimost/"],
    ]);
  });

  it("lets a city appear only after a country", () => {
    const city = ROUTE_TABLE.institution.find((segment) => segment._tag === "Param" && segment.name === "city");
    expect(city).toEqual({ _tag: "Param", name: "city", kind: "plainSlug", optional: true, requires: "country" });
  });
});
