import { describe, expect, it } from "vitest";
import { buildLayoutSettings } from "../../../tests/builders/layout-settings.builder";
import { organizationJsonLd, webSiteJsonLd } from "./site-json-ld";

const site = { origin: "https://shuyuan.example", name: "Шуюань" };
const contacts = buildLayoutSettings().contacts;

describe("organizationJsonLd", () => {
  it("describes the company with its address, phone and mail", () => {
    expect(organizationJsonLd(site, contacts)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://shuyuan.example/#organization",
      name: "Шуюань",
      url: "https://shuyuan.example/",
      logo: "https://shuyuan.example/favicon.svg",
      email: "info@example.ru",
      telephone: "8 800 000-00-00",
      address: { "@type": "PostalAddress", streetAddress: "Москва, ул. Тверская, 1", postalCode: "125009" },
      contactPoint: [{ "@type": "ContactPoint", contactType: "customer service", email: "care@example.ru" }],
    });
  });

  it("as a LocalBusiness links the route map; empty or unusable contacts are left out", () => {
    const sparse = {
      ...contacts,
      main_email: "",
      contact_center: "по запросу",
      zip_code: " ",
      user_care_department: "",
    };
    const data = organizationJsonLd(site, sparse, "LocalBusiness");
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data).toMatchObject({ hasMap: "https://maps.example.ru/route" });
    expect(data).not.toHaveProperty("email");
    expect(data).not.toHaveProperty("telephone");
    expect(data).not.toHaveProperty("contactPoint");
    expect(data.address).toEqual({ "@type": "PostalAddress", streetAddress: "Москва, ул. Тверская, 1" });
  });
});

describe("webSiteJsonLd", () => {
  it("names the site and searches the catalogue by title", () => {
    expect(webSiteJsonLd(site)).toMatchObject({
      "@type": "WebSite",
      url: "https://shuyuan.example/",
      publisher: { "@id": "https://shuyuan.example/#organization" },
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: "https://shuyuan.example/catalog/?title={search_term_string}" },
      },
    });
  });
});
