import type { APIRequestContext, Page } from "@playwright/test";
import type { Grid } from "../../core/domain/catalogue/grid";
import type { FaqEntry } from "../../core/domain/content/faq-entry";
import type { MainData } from "../../core/domain/main-data/main-data";
import type { PageData } from "../../core/domain/main-data/page-data";
import { expect, expectAxeClean, test } from "./fixtures";

/** The company and legal pages of spec 2 (information pages, payment outcomes and the route-only /ch/). */
const PAGES = [
  "/o-kompanii/",
  "/contacts/",
  "/guarantees/",
  "/faq/",
  "/personal-data-regulations/",
  "/consent-personal-data/",
  "/platform-rules/",
  "/privacy-policy/",
  "/user-agreement/",
  "/payment/success/",
  "/payment/fail/",
  "/ch/",
] as const;

type JsonLd = { "@type": string; [key: string]: unknown };
type ListItem = { position: number; name: string; item: string };

const pageData = (request: APIRequestContext, path: string) =>
  request.get(`/api/ru/v1/pages?url=${encodeURIComponent(path)}`).then((r) => r.json() as Promise<PageData>);

const mainData = (request: APIRequestContext) =>
  request.get("/api/ru/v1/main").then((r) => r.json() as Promise<MainData>);

/** Every structured-data script of the page, each parsed (a script that does not parse fails the test). */
async function jsonLdOf(page: Page): Promise<JsonLd[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as JsonLd);
}

/** The first paragraph of an HTML fragment as the browser reads it, spaces collapsed. */
const firstParagraphText = (page: Page, html: string) =>
  page.evaluate((fragment) => {
    const holder = document.createElement("div");
    holder.innerHTML = fragment;
    const first = holder.querySelector("p, li, h2, h3") ?? holder;
    return (first.textContent ?? "").replace(/\s+/g, " ").trim();
  }, html);

for (const path of PAGES) {
  test(`${path}: status, title and text from its page data, breadcrumbs, structured data, axe`, async ({
    page,
    request,
  }) => {
    const data = await pageData(request, path);
    expect(data.seo, `page data of ${path}`).not.toBeNull();
    const heading = data.seo?.h1 || data.seo?.title || "";

    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="ru">');

    await page.goto(path);
    await expect(page).toHaveTitle(data.seo?.title ?? "");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const main = page.locator("main#main");
    const paragraph = await firstParagraphText(page, data.description);
    expect(paragraph).toMatch(/[а-яё]/i);
    await expect(main).toContainText(paragraph.slice(0, 80));

    const crumbs = page.getByRole("navigation", { name: "Навигационная цепочка" });
    await expect(crumbs.getByRole("link", { name: "Главная" })).toHaveAttribute("href", "/");
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(heading);

    const structured = await jsonLdOf(page);
    const breadcrumbLists = structured.filter((data) => data["@type"] === "BreadcrumbList");
    expect(breadcrumbLists).toHaveLength(1);
    const items = (breadcrumbLists[0]?.itemListElement ?? []) as ListItem[];
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    expect(items.at(-1)?.name).toBe(heading);
    expect(new URL(items.at(-1)?.item ?? "").pathname).toBe(path);

    await expectAxeClean(page);
  });
}

test("/contacts/ shows the company's contacts, the way there and a route link; a map frame only when configured", async ({
  page,
  request,
}) => {
  const { contacts } = (await mainData(request)).layout_settings;
  await page.goto("/contacts/");
  const main = page.locator("main#main");
  for (const text of [
    contacts.address,
    contacts.working_hours,
    contacts.on_foot_description,
    contacts.by_car_description,
    contacts.contact_center,
  ]) {
    if (text.trim() !== "") await expect(main).toContainText(text.trim());
  }
  if (contacts.main_email.trim() !== "") {
    await expect(main.locator(`a[href="mailto:${contacts.main_email.trim()}"]`).first()).toBeVisible();
  }
  if (contacts.maps_route_link.trim() !== "") {
    await expect(main.getByRole("link", { name: /Построить маршрут/ })).toHaveAttribute(
      "href",
      contacts.maps_route_link.trim(),
    );
  }
  const frames = main.locator("iframe");
  if (contacts.maps_iframe_link.trim() === "") {
    await expect(frames).toHaveCount(0);
  } else {
    await expect(frames).toHaveCount(1);
    await expect(frames).toHaveAttribute("loading", "lazy");
    await expect(frames).toHaveAttribute("title", /.+/);
  }

  const business = (await jsonLdOf(page)).find((data) => data["@type"] === "LocalBusiness");
  expect(business?.address).toMatchObject({ streetAddress: contacts.address.trim() });
  expect(business?.email).toBe(contacts.main_email.trim());
});

test("/faq/ lists every question as an accordion, with FAQPage structured data", async ({ page, request }) => {
  const grid = (await request.get("/api/ru/v1/faq/grid?per_page=100").then((r) => r.json())) as Grid<FaqEntry>;
  expect(grid.data.length).toBeGreaterThan(0);
  await page.goto("/faq/");

  const items = page.locator("main details");
  await expect(items).toHaveCount(grid.data.length);
  for (const [index, entry] of grid.data.entries()) {
    await expect(items.nth(index).locator("summary")).toHaveText(entry.question);
  }
  const first = items.first();
  await expect(first).not.toHaveAttribute("open", "");
  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("open", "");
  const answer = await firstParagraphText(page, grid.data[0]?.answer ?? "");
  await expect(first).toContainText(answer);

  const faqPage = (await jsonLdOf(page)).find((data) => data["@type"] === "FAQPage");
  const questions = (faqPage?.mainEntity ?? []) as { name: string }[];
  expect(questions.map((q) => q.name)).toEqual(grid.data.map((entry) => entry.question));
});

test("/faq/ answers a page number it does not have with a 404", async ({ request }) => {
  expect((await request.get("/faq/?page=0")).status()).toBe(404);
  expect((await request.get("/faq/?page=999")).status()).toBe(404);
});
