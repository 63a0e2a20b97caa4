import type { Locator, Page } from "@playwright/test";
import { resolvePath } from "../../core/domain/route/resolve-path";
import { expect, expectAxeClean, hydrated, test } from "./fixtures";

/**
 * The seeded catalogue is deterministic: China (china) with Beijing (beijing, a province-level city, so the menu labels
 * it «Провинция»), English taught as «Английский» (anglijskij).
 */
const cards = (page: Page) => page.locator(".listing-cards > li");
const status = (page: Page) => page.locator(".listing-results__count");
const filters = (page: Page) => page.locator("#listing-filters");

/** Opens a folded filter group by its summary (a click on a <summary> toggles its <details>). */
async function openGroup(page: Page, name: string) {
  const group = filters(page).locator("details.facet-group", { has: page.locator("summary", { hasText: name }) });
  if (!(await group.evaluate((details) => (details as HTMLDetailsElement).open)))
    await group.locator("summary").click();
  return group;
}

/** Presses Tab until `target` has the focus (keyboard only), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 150) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`no focus on ${target.toString()} after ${limit} Tab presses`);
}

// The machine these run on may be busy: a page of this size and axe over it need more than the default 30 s there.
test.describe.configure({ timeout: 120_000 });

test.describe("institutions listing", () => {
  test("filters by country and city through the menu, then by grants and language; the URL follows spec 2 and survives a reload", async ({
    page,
  }) => {
    await page.goto("/catalog/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Каталог учебных заведений");
    const menu = page.getByRole("region", { name: "Страна и город" });

    await menu.getByRole("link", { name: /^Страна Китай/ }).click();
    await expect(page).toHaveURL("/catalog/china/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Учебные заведения Китая");

    await menu.getByRole("link", { name: /^Провинция Пекин/ }).click();
    await expect(page).toHaveURL("/catalog/china/beijing/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Учебные заведения Пекина");
    const inBeijing = await status(page).textContent();

    await filters(page).getByRole("checkbox", { name: "Есть гранты" }).check();
    await expect(page).toHaveURL("/catalog/china/beijing/?has_grant=true");

    const languages = await openGroup(page, "Язык обучения");
    await languages.getByRole("checkbox", { name: /^Английский/ }).check();
    await expect(page).toHaveURL("/catalog/china/beijing/?has_grant=true&languages=anglijskij");
    await expect(status(page)).not.toHaveText(inBeijing ?? "");
    await expect(status(page)).toHaveText(/^Найдено: \d+/);
    await expect(page.getByRole("navigation", { name: "Навигационная цепочка" })).toContainText("Пекин");
    const places = await cards(page).locator(".institution-card__place").allTextContents();
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toContain("Пекин, Китай");

    await page.reload();
    await expect(page).toHaveURL("/catalog/china/beijing/?has_grant=true&languages=anglijskij");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Учебные заведения Пекина");
    await expect(filters(page).getByRole("checkbox", { name: "Есть гранты" })).toBeChecked();
    await expect(filters(page).getByRole("checkbox", { name: /^Английский/ })).toBeChecked();
    await expect(cards(page)).toHaveCount(places.length);
  });

  test("each count in the location menu is what its link lists, whatever place is chosen", async ({ page }) => {
    await page.goto("/catalog/china/beijing/?has_grant=true");
    const menu = page.getByRole("region", { name: "Страна и город" });
    const links = menu.locator("a.location-menu__link").filter({ has: page.locator(".location-menu__count") });
    const named = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute("href") ?? "",
        count: Number(/\((\d[\d\s]*)\)/.exec(anchor.textContent ?? "")?.[1]?.replace(/\s/g, "") ?? "NaN"),
      })),
    );
    // The chosen country, another country, a city of each (one with institutions where there is one); each link is
    // followed as a page load, and keeps the grants filter.
    const first = (pattern: RegExp) => {
      const matching = named.filter(({ href }) => pattern.test(href));
      return matching.find(({ count }) => count > 0) ?? matching[0];
    };
    const china = first(/^\/catalog\/china\/\?/);
    const other = first(/^\/catalog\/(?!china\/)[a-z-]+\/\?/);
    const chinaCity = first(/^\/catalog\/china\/(?!beijing\/)[a-z-]+\/\?/);
    const otherCity = first(/^\/catalog\/(?!china\/)[a-z-]+\/[a-z-]+\/\?/);
    for (const link of [china, other, chinaCity, otherCity]) {
      expect(link, JSON.stringify(named.slice(0, 8))).toBeDefined();
      if (link === undefined) continue;
      expect(link.href).toContain("has_grant=true");
      await page.goto(link.href);
      await expect(status(page)).toHaveText(
        link.count === 0 ? "Ничего не найдено" : new RegExp(`^Найдено: ${link.count} `),
      );
    }
  });

  test("drops an invalid filter value from the URL and answers 404 for a path that names no listing", async ({
    page,
  }) => {
    await page.goto("/catalog/china/?country=atlantis&has_grant=yes&languages=anglijskij,klingon&sort=cheap&page=0");
    await expect(page).toHaveURL("/catalog/china/?languages=anglijskij");
    await expect(filters(page).getByRole("checkbox", { name: /^Английский/ })).toBeChecked();
    await expect(filters(page).getByRole("checkbox", { name: "Есть гранты" })).not.toBeChecked();

    const missing = await page.goto("/catalog/atlantis/");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Страница не найдена");
  });

  test("keeps foreign parameters and moves a single choice into the path", async ({ page }) => {
    await page.goto("/catalog/?utm_source=vk&country=china&program_levels=magistratura&education_type=universities");
    await expect(page).toHaveURL("/universities/pl-magistratura/china/?utm_source=vk");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Университеты Китая: магистратура");
  });

  test("filters and opens an institution by keyboard alone", async ({ page }) => {
    await page.goto("/universities/");
    const grants = filters(page).getByRole("checkbox", { name: "Есть гранты" });
    await tabTo(page, grants);
    await page.keyboard.press("Space");
    await expect(page).toHaveURL("/universities/?has_grant=true");
    await expect(grants).toBeChecked();
    await expect(grants).toBeFocused();

    const first = cards(page).first().getByRole("heading").getByRole("link");
    await tabTo(page, first);
    const href = await first.getAttribute("href");
    expect(href).not.toBeNull();
    expect(resolvePath(href ?? "")).toMatchObject({
      _tag: "Matched",
      screen: "institution",
      params: { type: "universities" },
    });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(href ?? "");
  });

  test("a title with a space, typed at a fast typist's pace, keeps its space", async ({ page }) => {
    await page.goto("/catalog/");
    await hydrated(page);
    const field = page.getByLabel("Название учебного заведения");
    await field.pressSequentially("Шанхайский университет", { delay: 40 });
    await expect(field).toHaveValue("Шанхайский университет");
    await expect.poll(() => new URL(page.url()).searchParams.get("title")).toBe("Шанхайский университет");
    await expect(status(page)).toHaveText(/^Найдено: \d+/);
  });

  test("sorts and appends the next page in place", async ({ page }) => {
    await page.goto("/catalog/");
    await expect(cards(page)).toHaveCount(12);
    await page.getByLabel("Сортировка").selectOption("price");
    await expect(page).toHaveURL("/catalog/?sort=price");

    const more = page.getByRole("link", { name: "Показать ещё" });
    await more.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await more.click();
    await expect(cards(page)).toHaveCount(24);
    await expect(page).toHaveURL("/catalog/?sort=price&page=2");
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled);
    await expect(page.getByText("Показано 24 из")).toBeVisible();

    await page.reload();
    await expect(cards(page)).toHaveCount(24);
  });

  test("shows an empty state with a way back", async ({ page }) => {
    await page.goto("/catalog/?title=%D1%8F%D1%8F%D1%8F%D1%8F%D1%8F%D1%8F");
    await expect(page.getByRole("heading", { name: "Ничего не найдено" })).toBeVisible();
    await expect(status(page)).toHaveText("Ничего не найдено");
    await page.locator(".listing-empty").getByRole("link", { name: "Сбросить фильтры" }).click();
    await expect(page).toHaveURL("/catalog/");
    await expect(cards(page)).toHaveCount(12);
  });

  for (const path of [
    "/catalog/",
    "/universities/china/beijing/?has_grant=true&languages=anglijskij",
    "/catalog/?title=%D1%8F%D1%8F%D1%8F%D1%8F%D1%8F%D1%8F",
    "/magistratura/",
  ])
    test(`is passed by axe: ${path}`, async ({ page }) => {
      await page.goto(path);
      if (path.includes("languages")) await openGroup(page, "Язык обучения");
      await expectAxeClean(page);
    });
});

test.describe("institutions listing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("renders on the server, filters with the GET form and shows more pages by link", async ({ page }) => {
    await page.goto("/universities/");
    await expect(cards(page)).toHaveCount(12);
    await filters(page).getByRole("checkbox", { name: "Есть гранты" }).check();
    await filters(page).getByRole("radio", { name: "Только колледжи" }).check();
    await filters(page).getByRole("button", { name: "Показать" }).click();
    await expect(page).toHaveURL("/colleges/?has_grant=true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Колледжи");

    await page.goto("/catalog/");
    await page.getByRole("link", { name: "Показать ещё" }).click();
    await expect(page).toHaveURL("/catalog/?page=2#listing-page-2");
    await expect(cards(page)).toHaveCount(24);

    await page.getByLabel("Сортировка").selectOption("ranking");
    await page.getByRole("button", { name: "Применить" }).click();
    await expect(page).toHaveURL("/catalog/?sort=ranking");
  });
});

test.describe("landing pages", () => {
  for (const { path, heading, full } of [
    { path: "/magistratura/", heading: "Магистратура в Китае", full: "/catalog/pl-magistratura/" },
    { path: "/bakalavriat/", heading: "Бакалавриат в Китае", full: "/catalog/pl-bakalavriat/" },
    { path: "/kolledzh-posle-9-klassa/", heading: "Колледж в Китае после 9 класса", full: "/colleges/pl-kolledzh/" },
  ])
    test(`${path} shows its text and the listing of its level`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(cards(page).first()).toBeVisible();
      await expect(page.getByRole("link", { name: /^Подобрать по стране/ })).toHaveAttribute("href", full);
      const total = await status(page).textContent();
      await page.goto(full);
      await expect(status(page)).toHaveText(total ?? "");
    });
});
