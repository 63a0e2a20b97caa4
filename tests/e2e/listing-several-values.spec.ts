import type { Page } from "@playwright/test";
import { expect, expectAxeClean, test } from "./fixtures";

/**
 * Filters as people use them (issue 10): two values of a facet at once, Cyrillic and spaces in the title search, back
 * and forward, with and without JavaScript, at desktop and phone widths. Each step must land on a page that shows
 * its results (not busy), never on a redirect loop. Seeded data: China (china) and Korea (korea), Beijing (beijing)
 * and Shanghai (shanghai), the five directions of spec 3.
 */
const filters = (page: Page) => page.locator("#listing-filters");
const results = (page: Page) => page.locator(".listing-results");
const count = (page: Page) => page.locator(".listing-results__count");
const titleField = (page: Page) => filters(page).getByLabel("Название учебного заведения");

/**
 * Ticks the checkbox of one facet value (field name and slug, as the form submits them), first opening the folded
 * groups around it by their summaries, as a person would.
 */
async function tick(page: Page, name: string, value: string) {
  const box = filters(page).locator(`input[type="checkbox"][name="${name}"][value="${value}"]`);
  const closed = box.locator("xpath=ancestor::details[not(@open)]");
  while ((await closed.count()) > 0) await closed.first().locator("xpath=./summary").click();
  await box.check();
  return box;
}

/** The listing shows a settled result: the URL asked for, no loading mark, a count. */
async function settled(page: Page, url: string) {
  await expect(page).toHaveURL(url);
  await expect(results(page)).not.toHaveAttribute("aria-busy", "true");
  await expect(count(page)).toHaveText(/^(Найдено: \d[\d\s]*|Ничего не найдено)/);
}

const SEARCHED = encodeURIComponent("Пекин университет");
const ONE_COUNTRY = "/catalog/?filter.countries=china";
const COUNTRIES = "/catalog/?filter.countries=china,korea";
const CITIES = "/catalog/?filter.cities=beijing,shanghai&filter.countries=china,korea";
const DIRECTIONS = "/catalog/?directions=business,medicine&filter.cities=beijing,shanghai&filter.countries=china,korea";
const ONE_DIRECTION = "/catalog/?directions=business&filter.cities=beijing,shanghai&filter.countries=china,korea";
const SEARCH = `/catalog/?directions=business,medicine&title=${SEARCHED}&filter.cities=beijing,shanghai&filter.countries=china,korea`;
const EVERY_CHOICE = [
  ["filter.countries", "china"],
  ["filter.countries", "korea"],
  ["filter.cities", "beijing"],
  ["filter.cities", "shanghai"],
  ["directions", "business"],
  ["directions", "medicine"],
] as const;

test.describe.configure({ timeout: 90_000 });

for (const width of [1280, 360]) {
  test.describe(`several values at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 900 } });

    test("two countries, two cities, two directions and a Cyrillic search with a space, then back and forward", async ({
      page,
    }) => {
      const redirects: string[] = [];
      page.on("response", (response) => {
        if (response.status() >= 300 && response.status() < 400) redirects.push(response.url());
      });
      await page.goto("/catalog/");
      const all = await count(page).textContent();

      await tick(page, "filter.countries", "china");
      await settled(page, ONE_COUNTRY);
      await tick(page, "filter.countries", "korea");
      await settled(page, COUNTRIES);
      await expect(count(page)).not.toHaveText(all ?? "");

      await tick(page, "filter.cities", "beijing");
      await tick(page, "filter.cities", "shanghai");
      await settled(page, CITIES);

      const business = await tick(page, "directions", "business");
      await settled(page, ONE_DIRECTION);
      const medicine = await tick(page, "directions", "medicine");
      await settled(page, DIRECTIONS);
      await expect(business).toBeChecked();
      await expect(business).toHaveAccessibleName(/^Бизнес/);
      await expect(medicine).toBeChecked();

      await titleField(page).fill("Пекин университет");
      await settled(page, SEARCH);
      await expect(titleField(page)).toHaveValue("Пекин университет");

      await page.goBack();
      await settled(page, DIRECTIONS);
      await expect(titleField(page)).toHaveValue("");
      await page.goBack();
      await settled(page, ONE_DIRECTION);
      await expect(business).toBeChecked();
      await expect(medicine).not.toBeChecked();
      await page.goForward();
      await settled(page, DIRECTIONS);
      await expect(medicine).toBeChecked();
      await page.reload();
      await settled(page, DIRECTIONS);
      expect(redirects).toEqual([]);

      await expectAxeClean(page);
    });

    test("a shared link with several values and a search opens at once", async ({ page }) => {
      const response = await page.goto(SEARCH);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      await settled(page, SEARCH);
      await expect(titleField(page)).toHaveValue("Пекин университет");
      for (const [name, value] of EVERY_CHOICE)
        await expect(filters(page).locator(`input[name="${name}"][value="${value}"]`)).toBeChecked();
    });
  });
}

test.describe("several values without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form with two countries, two cities, two directions and a search lands on one page", async ({
    page,
  }) => {
    await page.goto("/catalog/");
    for (const [name, value] of EVERY_CHOICE) await tick(page, name, value);
    await titleField(page).fill("Пекин университет");
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes("form=")),
      filters(page).getByRole("button", { name: "Показать" }).click(),
    ]);
    expect(answer.status()).toBe(302);
    await expect(page).toHaveURL(SEARCH);
    await expect(count(page)).toHaveText(/^(Найдено: \d[\d\s]*|Ничего не найдено)/);
    await expect(titleField(page)).toHaveValue("Пекин университет");

    for (const url of [ONE_COUNTRY, COUNTRIES, CITIES, DIRECTIONS, "/catalog/?title=a%20b", "/catalog/?title=a+b"]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      expect(response?.request().redirectedFrom(), url).toBeNull();
    }
  });
});
