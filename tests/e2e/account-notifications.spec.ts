import type { Page } from "@playwright/test";
import { expect as baseExpect, expectAxeClean, hydrated, signInNewUser, test } from "./fixtures";

/** The machine running the suite is shared: navigations get more time than the default five seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

const MOBILE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const PAGE = "/u/settings/notifications/";
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const SAVED = "Настройки уведомлений сохранены.";

const form = (page: Page) => page.getByRole("form", { name: "Письма на почту" });
const news = (page: Page) => form(page).getByLabel("Новости и подборки");
const stage = (page: Page) => form(page).getByLabel("Заявка перешла на новый этап");

/** Turns news on and the application stage off, saves, and sees the outcome announced. */
async function chooseAndSave(page: Page): Promise<void> {
  await expect(news(page)).not.toBeChecked();
  await expect(stage(page)).toBeChecked();
  await form(page).getByText("Новости и подборки").click();
  await form(page).getByText("Заявка перешла на новый этап").click();
  await form(page).getByRole("button", { name: "Сохранить" }).click();
  await expect(form(page).getByRole("status")).toHaveText(SAVED);
}

async function expectSaved(page: Page): Promise<void> {
  await expect(news(page)).toBeChecked();
  await expect(stage(page)).not.toBeChecked();
  await expect(form(page).getByLabel("Оплата")).toBeChecked();
}

test.describe("notification e-mail settings", () => {
  test("a new user turns news on and the stage e-mail off; the choice is kept after a reload", async ({
    page,
    signIn,
  }) => {
    await signIn({ first: "Нина", last: "Письмова" });
    await page.goto(PAGE);
    await hydrated(page);
    await expect(form(page).getByRole("checkbox")).toHaveCount(7);
    await chooseAndSave(page);
    await page.reload();
    await hydrated(page);
    await expectSaved(page);
    await expect(page.getByText("Уведомлений пока нет.")).toBeVisible();
  });

  test("the boxes are reached and toggled by keyboard", async ({ page, signIn }) => {
    await signIn({ first: "Клара", last: "Клавишева" });
    await page.goto(PAGE);
    await hydrated(page);
    await form(page).getByLabel("Заявка перешла на новый этап").focus();
    await page.keyboard.press("Space");
    await expect(stage(page)).not.toBeChecked();
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    await expect(news(page)).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(form(page).getByRole("button", { name: "Сохранить" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(form(page).getByRole("status")).toHaveText(SAVED);
    await page.reload();
    await expectSaved(page);
  });

  test("without JavaScript the form posts to the page and comes back saved", async ({ browser, request, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      await signInNewUser(context, request, baseURL ?? "", { first: "Олег", last: "Безскриптов" });
      const page = await context.newPage();
      await page.goto(PAGE);
      await chooseAndSave(page);
      await expectSaved(page);
      await page.goto(PAGE);
      await expectSaved(page);
    } finally {
      await context.close();
    }
  });

  test("axe finds nothing at 1280 and 360 px, with the outcome shown; nothing scrolls sideways", async ({
    page,
    signIn,
  }) => {
    await signIn({ first: "Ирина", last: "Уведомлёнова" });
    for (const size of [DESKTOP, MOBILE]) {
      await page.setViewportSize(size);
      await page.goto(PAGE);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await expectAxeClean(page);
      await form(page).getByRole("button", { name: "Сохранить" }).click();
      await expect(form(page).getByRole("status")).toHaveText(SAVED);
      await expectAxeClean(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/notifications-${size.width}.png`, fullPage: true });
    }
  });

  test("an anonymous visitor gets the 403 page", async ({ page }) => {
    const response = await page.goto(PAGE);
    expect(response?.status()).toBe(403);
    await expect(form(page)).toHaveCount(0);
  });
});
