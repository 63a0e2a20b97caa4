import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

// The site's plain links (<AppLink>: header sections, footer, the home map, breadcrumbs, cards) are ordinary <a>
// elements that the app takes over once hydrated: a plain click navigates without loading the document again.

/** Marks the document, so that a page load (which makes a new window object) can be told from an app navigation. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { shuyuanMark?: number }).shuyuanMark = 1;
  });
const documentKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { shuyuanMark?: number }).shuyuanMark === 1);

test("a plain click on a header section, a map city and a breadcrumb navigates in the app; Back returns", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  await markDocument(page);

  const city = page.locator("a.places__place").first();
  const cityHref = await city.getAttribute("href");
  expect(cityHref).toMatch(/^\/catalog\/[a-z-]+\/[a-z-]+\/$/);
  await city.click();
  await expect(page).toHaveURL(new RegExp(`${cityHref}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await documentKept(page)).toBe(true);

  await page
    .getByRole("navigation", { name: "Навигационная цепочка" })
    .getByRole("link", { name: /Главная/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(await documentKept(page)).toBe(true);

  await page.getByRole("navigation", { name: "Основное меню" }).getByRole("link", { name: "О компании" }).click();
  await expect(page).toHaveURL(/\/o-kompanii\/$/);
  expect(await documentKept(page)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  expect(await documentKept(page)).toBe(true);
});

test("a click with Ctrl opens the link in a new tab and leaves this page where it is", async ({ page, context }) => {
  await page.goto("/");
  await hydrated(page);
  const link = page.getByRole("navigation", { name: "Основное меню" }).getByRole("link", { name: "О компании" });
  const [opened] = await Promise.all([context.waitForEvent("page"), link.click({ modifiers: ["ControlOrMeta"] })]);
  // The new tab starts at about:blank, whose load may already have fired: wait for the address itself.
  await expect(opened).toHaveURL(/\/o-kompanii\/$/);
  expect(new URL(page.url()).pathname).toBe("/");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same links are ordinary links that load their page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Основное меню" }).getByRole("link", { name: "О компании" }).click();
    await expect(page).toHaveURL(/\/o-kompanii\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
