import type { APIRequestContext, Page } from "@playwright/test";
import type { MainData } from "../../core/domain/main-data/main-data";
import type { PageData } from "../../core/domain/main-data/page-data";
import { expect, expectAxeClean, hydrated, test } from "./fixtures";

/** What the page must show, read from the API itself (the seed is deterministic, but tests never copy its data). */
async function homeData(request: APIRequestContext) {
  const [main, page] = await Promise.all([
    request.get("/api/ru/v1/main").then((r) => r.json() as Promise<MainData>),
    request.get("/api/ru/v1/pages?url=%2F").then((r) => r.json() as Promise<PageData>),
  ]);
  return { main, page };
}

const requestForm = (page: Page) => page.getByRole("form", { name: "Оставьте заявку" });
const countryTabs = (page: Page) => page.getByRole("tablist", { name: "Страны" }).getByRole("tab");

/**
 * The country switcher turns into tabs once the page has hydrated: the sign that JavaScript is running. Home is a
 * read-first page (ADR 077): it hydrates at the visitor's first intent, which `hydrated` gives it.
 */
async function enhanced(page: Page) {
  await hydrated(page);
  await expect(page.getByRole("tablist", { name: "Страны" })).toBeVisible();
}

test("the home page renders its page data and every block of the main data", async ({ page, request }) => {
  const { main, page: data } = await homeData(request);
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="ru">');

  await page.goto("/");
  expect(data.seo).not.toBeNull();
  await expect(page).toHaveTitle(data.seo?.title ?? "");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.seo?.h1 ?? "");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", data.seo?.description ?? "");

  const banners = Object.values(main.banners).flat();
  expect(banners.length).toBeGreaterThan(0);
  for (const banner of banners) {
    const card = page.locator(`[data-banner-key="${banner.key}"]`).filter({ hasText: banner.title ?? "" });
    await expect(card).toBeVisible();
    if (banner.link) await expect(card.getByRole("link")).toHaveAttribute("href", banner.link);
  }

  const layout = main.layout_settings;
  for (const institution of layout.demand_institutions) {
    await expect(page.getByRole("link", { name: institution.title.ru, exact: true })).toBeVisible();
  }
  for (const event of layout.last_events) {
    await expect(page.getByRole("heading", { name: event.title, level: 3 })).toBeVisible();
  }
  for (const entry of main.main_faq) {
    await expect(page.locator("summary").filter({ hasText: entry.question })).toBeVisible();
  }
  const hsk = main.hsk.block_platform;
  if (hsk) await expect(page.getByRole("heading", { name: hsk.title, level: 2 })).toBeVisible();
});

test("reached from another page inside the app, home shows its own blocks (other pages keep no copy of them)", async ({
  page,
  request,
}) => {
  const { main } = await homeData(request);
  await page.goto("/contacts/");
  const before = await page.content();
  const demand = main.layout_settings.demand_institutions[0];
  const question = main.main_faq[0]?.question;
  expect(demand).toBeDefined();
  expect(question).toBeDefined();
  expect(before).not.toContain(JSON.stringify(question).slice(1, -1));
  await hydrated(page);
  await page.getByRole("link", { name: "Шуюань — на главную" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("tablist", { name: "Страны" })).toBeVisible();
  await expect(page.getByRole("link", { name: demand?.title.ru ?? "", exact: true })).toBeVisible();
  await expect(page.locator("summary").filter({ hasText: question ?? "" })).toBeVisible();
});

test("home structured data: Organization and WebSite, no breadcrumbs", async ({ page, request }) => {
  const { main } = await homeData(request);
  await page.goto("/");
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = scripts.map((text) => JSON.parse(text) as { "@type": string; [key: string]: unknown });
  const types = parsed.map((data) => data["@type"]);
  expect(types).toContain("Organization");
  expect(types).toContain("WebSite");
  expect(types).not.toContain("BreadcrumbList");
  const organization = parsed.find((data) => data["@type"] === "Organization");
  expect(organization?.email).toBe(main.layout_settings.contacts.main_email);
  await expect(page.getByRole("navigation", { name: "Навигационная цепочка" })).toHaveCount(0);
});

test("the country switcher is a keyboard-operable tab list with counts and listing links", async ({
  page,
  request,
}) => {
  const { main } = await homeData(request);
  const countries = main.layout_settings.interactive_map;
  expect(countries.length).toBeGreaterThan(1);
  await page.goto("/");
  await enhanced(page);

  const tabs = countryTabs(page);
  await expect(tabs).toHaveCount(countries.length);
  for (const [index, country] of countries.entries()) {
    await expect(tabs.nth(index)).toContainText(country.name);
    await expect(tabs.nth(index)).toContainText(String(country.institutions_count));
  }

  const panelOf = async (index: number) => {
    const id = await tabs.nth(index).getAttribute("aria-controls");
    return page.locator(`[id="${id}"]`);
  };
  const first = countries[0];
  if (first === undefined) throw new Error("no country");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  const firstPanel = await panelOf(0);
  await expect(firstPanel).toHaveAttribute("role", "tabpanel");
  for (const city of first.cities) {
    const link = firstPanel.locator(`a[href="/catalog/${first.slug}/${city.slug}/"]`);
    await expect(link).toContainText(city.name);
    await expect(link).toContainText(String(city.institutions_count));
    if (city.is_province) await expect(link).toContainText("провинция");
  }

  await tabs.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(firstPanel).toBeHidden();
  const second = countries[1];
  const secondPanel = await panelOf(1);
  await expect(secondPanel).toBeVisible();
  for (const city of second?.cities ?? []) {
    await expect(secondPanel.locator(`a[href="/catalog/${second?.slug}/${city.slug}/"]`)).toContainText(city.name);
  }
  await page.keyboard.press("End");
  await expect(tabs.last()).toBeFocused();
  await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(tabs.first()).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every country's cities are listed, and the FAQ opens", async ({ page, request }) => {
    const { main } = await homeData(request);
    await page.goto("/");
    await expect(page.getByRole("tablist")).toHaveCount(0);
    for (const country of main.layout_settings.interactive_map) {
      await expect(page.getByRole("heading", { name: country.name, level: 3, exact: true })).toBeVisible();
      for (const city of country.cities) {
        await expect(page.locator(`a[href="/catalog/${country.slug}/${city.slug}/"]`)).toBeVisible();
      }
    }
    const entry = main.main_faq[0];
    if (entry) {
      const item = page.locator("details").filter({ hasText: entry.question });
      await item.locator("summary").click();
      await expect(item).toHaveAttribute("open", "");
    }
  });

  test("the request form posts and the page comes back with the outcome", async ({ page }) => {
    await page.goto("/?utm_source=e2e&utm_medium=test");
    const form = requestForm(page);
    await form.getByLabel("Имя").fill("Мария");
    await form.getByLabel("Телефон").fill("+7 901 234-56-78");
    await form.getByRole("button", { name: "Отправить заявку" }).click();
    await expect(page).toHaveURL(/#zayavka$/);
    await expect(requestForm(page).getByText("Спасибо! Заявка отправлена")).toBeVisible();
  });
});

test("the request form with JavaScript: field errors from the API, then a sent request without a reload", async ({
  page,
}) => {
  await page.goto("/");
  await enhanced(page);
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  const form = requestForm(page);
  const phone = form.getByLabel("Телефон");

  await expect(form.getByLabel("Имя")).toHaveAttribute("autocomplete", "name");
  await expect(phone).toHaveAttribute("inputmode", "tel");
  await expect(phone).toHaveAttribute("autocomplete", "tel");
  await expect(form.getByRole("link", { name: "согласие на обработку персональных данных" })).toHaveAttribute(
    "href",
    "/consent-personal-data/",
  );
  await expect(form.getByRole("link", { name: "политикой конфиденциальности" })).toHaveAttribute(
    "href",
    "/privacy-policy/",
  );

  await form.getByLabel("Имя").fill("Олег");
  await phone.fill("12");
  await form.getByRole("button", { name: "Отправить заявку" }).click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toBeFocused();
  const errorId = (await phone.getAttribute("aria-describedby"))?.split(" ")[0] ?? "";
  const error = page.locator(`[id="${errorId}"]`);
  await expect(error).not.toBeEmpty();
  await expectAxeClean(page, { include: ["form"] });

  await phone.fill("+7 902 345-67-89");
  await expect(phone).toHaveAttribute("aria-invalid", "false");
  await expect(error).toHaveCount(0);

  await form.getByRole("button", { name: "Отправить заявку" }).click();
  await expect(form.getByText("Спасибо! Заявка отправлена")).toBeVisible();
  await expect(phone).toHaveValue("");
  expect(await page.evaluate(() => (window as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
});

test("the home page has no axe violations and fits a 320 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/");
  await enhanced(page);
  await expectAxeClean(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("the API answers beside the site", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});
