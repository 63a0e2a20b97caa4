import type { Page } from "@playwright/test";
import { institutionListingResponseSchema } from "../../core/domain/catalogue/institution-listing-response";
import { hrefFor } from "../../core/domain/route/href-for";
import { expect, test } from "./fixtures";

/** Reads an XML document in the browser's own XML parser: its root element name and every <loc>, or the parse error. */
const parseXml = (page: Page, xml: string) =>
  page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, "application/xml");
    const error = document.querySelector("parsererror");
    return {
      error: error?.textContent ?? null,
      root: document.documentElement.localName,
      namespace: document.documentElement.namespaceURI,
      locs: [...document.getElementsByTagName("loc")].map((loc) => loc.textContent ?? ""),
      lastmods: [...document.getElementsByTagName("lastmod")].map((lastmod) => lastmod.textContent ?? ""),
    };
  }, xml);

test("robots.txt lets crawlers in, keeps them out of the API and the personal area, and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const lines = (await response.text()).split("\n");
  expect(lines).toEqual(
    expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /api-dev/", "Disallow: /u/"]),
  );
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("sitemap.xml is XML listing the home, the company page and the institutions", async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const sitemap = await parseXml(page, await response.text());
  expect(sitemap.error).toBeNull();
  expect(sitemap.root).toBe("urlset");
  expect(sitemap.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  expect(sitemap.locs.length).toBeLessThanOrEqual(50_000);
  expect(sitemap.locs.filter((loc) => !loc.startsWith(`${baseURL}/`))).toEqual([]);
  expect(sitemap.lastmods.filter((lastmod) => Number.isNaN(Date.parse(lastmod)))).toEqual([]);
  expect(new Set(sitemap.locs).size).toBe(sitemap.locs.length);

  expect(sitemap.locs).toContain(`${baseURL}/`);
  expect(sitemap.locs).toContain(`${baseURL}/o-kompanii/`);
  expect(sitemap.locs.some((loc) => /\/(u|payment|api)\//.test(loc))).toBe(false);

  const grid = institutionListingResponseSchema.parse(await (await request.get("/api/ru/v1/institutions/grid")).json());
  const card = grid.data[0];
  if (card === undefined) throw new Error("the seeded catalogue lists no institution");
  const institution = hrefFor({
    screen: "institution",
    params: { type: card.type_slug, country: card.country.slug, city: card.city?.slug, institution: card.slug },
  });
  expect(sitemap.locs).toContain(`${baseURL}${institution}`);
});

test("a sample of 20 listed URLs answers 200", async ({ page, request }) => {
  test.setTimeout(120_000);
  const sitemap = await parseXml(page, await (await request.get("/sitemap.xml")).text());
  // Spread evenly from the first URL to the last: fixed pages, listings, institutions, programs, bases, blog, courses.
  const last = sitemap.locs.length - 1;
  const sample = [...new Set(Array.from({ length: 20 }, (_, i) => sitemap.locs[Math.floor((i * last) / 19)] ?? ""))];
  expect(sample).toHaveLength(20);
  const failures: string[] = [];
  for (const loc of sample) {
    const status = (await request.get(loc, { maxRedirects: 0 })).status();
    if (status !== 200) failures.push(`${status} ${loc}`);
  }
  expect(failures).toEqual([]);
});

test("the split sitemap's files answer, unknown ones are 404, and build files stay private", async ({
  page,
  request,
  baseURL,
}) => {
  const pages = await request.get("/sitemap/pages.xml");
  expect(pages.status()).toBe(200);
  const parsed = await parseXml(page, await pages.text());
  expect(parsed.error).toBeNull();
  expect(parsed.locs[0]).toBe(`${baseURL}/`);
  const first = await request.get("/sitemap/1.xml");
  expect(first.status()).toBe(200);
  expect((await parseXml(page, await first.text())).locs.length).toBeGreaterThan(0);
  for (const path of ["/sitemap/999.xml", "/sitemap/x.xml", "/sitemap/0.xml", "/sitemap.xml/", "/robots.txt/"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  expect((await request.get("/.vite/manifest.json")).status()).toBe(404);
});
