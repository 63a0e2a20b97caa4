import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { expect as baseExpect, expectAxeClean, hydrated, test } from "./fixtures";

/** The machine running the suite is shared: navigations get more time than the default five seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

const MOBILE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const SECURITY = "/u/settings/security/";
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

type Credentials = { readonly email: string; readonly password: string };

const CHROME_ON_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** Logs in through the API and puts the record where the site keeps it (cookie and local storage) for `context`. */
async function signInto(context: BrowserContext, request: APIRequestContext, baseURL: string, who: Credentials) {
  const login = await request.post("/api/auth/login", { data: who, headers: { "user-agent": CHROME_ON_ANDROID } });
  expect(login.status()).toBe(200);
  const { token, expires } = (await login.json()) as { token: string; expires: string };
  const record = JSON.stringify({ token, expires });
  await context.addCookies([{ name: "shuyuan_auth", value: encodeURIComponent(record), url: baseURL }]);
  await context.addInitScript((value) => window.localStorage.setItem("shuyuan.auth", value), record);
}

const logsIn = async (request: APIRequestContext, who: Credentials) =>
  (await request.post("/api/auth/login", { data: who })).status() === 200;

const form = (page: Page) => page.getByRole("form", { name: "Данные для входа" });
const sessions = (page: Page) => page.getByRole("region", { name: "Активные сеансы" });

async function openSecurity(page: Page): Promise<void> {
  await page.goto(SECURITY);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Безопасность" })).toBeVisible();
}

async function newSignedInPage(browser: Browser, request: APIRequestContext, baseURL: string, who: Credentials) {
  const context = await browser.newContext({ baseURL });
  await signInto(context, request, baseURL, who);
  return { context, page: await context.newPage() };
}

test.describe("security settings", () => {
  test("a wrong current password is refused at its field and changes nothing; the right one changes the password", async ({
    page,
    context,
    request,
    baseURL,
    newUser,
  }) => {
    const who = await newUser();
    await signInto(context, request, baseURL ?? "", who);
    await openSecurity(page);
    const next = `новый-${Date.now()}`;

    // By keyboard: the current password field, Tab to the new one and its repeat, Enter.
    await form(page).getByLabel("Текущий пароль").focus();
    await page.keyboard.type("это-не-мой-пароль");
    await page.keyboard.press("Tab");
    await expect(form(page).getByLabel("Новый пароль", { exact: true })).toBeFocused();
    await page.keyboard.type(next);
    await page.keyboard.press("Tab");
    await expect(form(page).getByLabel("Повторите новый пароль")).toBeFocused();
    await page.keyboard.type(next);
    await page.keyboard.press("Enter");
    const current = form(page).getByLabel("Текущий пароль");
    await expect(form(page).getByText("Неверный текущий пароль.")).toBeVisible();
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(current).toBeFocused();
    expect(await logsIn(request, who)).toBe(true);
    expect(await logsIn(request, { email: who.email, password: next })).toBe(false);

    // Two different new passwords are refused before anything is sent.
    await current.fill(who.password);
    await form(page).getByLabel("Новый пароль", { exact: true }).fill(next);
    await form(page).getByLabel("Повторите новый пароль").fill(`${next}-другой`);
    await form(page).getByRole("button", { name: "Сохранить" }).click();
    await expect(form(page).getByText("Пароли не совпадают.")).toBeVisible();
    expect(await logsIn(request, who)).toBe(true);

    await current.fill(who.password);
    await form(page).getByLabel("Новый пароль", { exact: true }).fill(next);
    await form(page).getByLabel("Повторите новый пароль").fill(next);
    await form(page).getByRole("button", { name: "Сохранить" }).click();
    await expect(form(page).getByRole("status")).toHaveText("Пароль изменён. Другие сеансы завершены.");
    await expect(current).toHaveValue("");
    expect(await logsIn(request, { email: who.email, password: next })).toBe(true);
    expect(await logsIn(request, who)).toBe(false);
  });

  test("a taken e-mail is refused with a message; a free one and a phone are saved", async ({
    page,
    context,
    request,
    baseURL,
    newUser,
  }) => {
    const other = await newUser({ first: "Пётр", last: "Занятый" });
    const who = await newUser();
    await signInto(context, request, baseURL ?? "", who);
    await openSecurity(page);
    const email = form(page).getByLabel("Электронная почта");
    await expect(email).toHaveValue(who.email);

    await email.fill(other.email);
    await form(page).getByLabel("Текущий пароль").fill(who.password);
    await form(page).getByRole("button", { name: "Сохранить" }).click();
    await expect(form(page).getByText("Этот адрес электронной почты уже зарегистрирован.")).toBeVisible();
    await expect(email).toBeFocused();
    expect(await logsIn(request, who)).toBe(true);

    const fresh = `new-${who.email}`;
    await email.fill(fresh);
    await form(page).getByLabel("Телефон").fill("+7 900 123-45-67");
    await form(page).getByLabel("Текущий пароль").fill(who.password);
    await form(page).getByRole("button", { name: "Сохранить" }).click();
    await expect(form(page).getByRole("status")).toHaveText("Изменения сохранены.");
    expect(await logsIn(request, { email: fresh, password: who.password })).toBe(true);
    await page.reload();
    await expect(form(page).getByLabel("Электронная почта")).toHaveValue(fresh);
    await expect(form(page).getByLabel("Телефон")).toHaveValue("+7 900 123-45-67");
  });

  test("the sessions are listed with the current one marked; «Завершить другие сеансы» ends the others", async ({
    browser,
    request,
    baseURL,
    newUser,
  }) => {
    const who = await newUser();
    const first = await newSignedInPage(browser, request, baseURL ?? "", who);
    const second = await newSignedInPage(browser, request, baseURL ?? "", who);
    try {
      await openSecurity(second.page);
      await openSecurity(first.page);
      // Registering signs in too: that session, and the two browsers'.
      const cards = sessions(first.page).getByRole("listitem");
      await expect(cards).toHaveCount(3);
      await expect(cards.first()).toContainText("Этот сеанс");
      await expect(cards.first()).toContainText("Chrome на Android");
      await expect(cards.first()).toContainText("сеть 127.0.0.*");
      await expect(cards.nth(1)).not.toContainText("Этот сеанс");
      await expect(first.page.locator('[aria-current="true"]')).toHaveCount(1);

      await sessions(first.page).getByRole("button", { name: "Завершить другие сеансы" }).click();
      await expect(sessions(first.page).getByRole("status")).toHaveText("Другие сеансы завершены.");
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText("Этот сеанс");

      await second.page.reload();
      await expect(second.page.getByRole("main").getByRole("button", { name: "Войти" })).toBeVisible();
      await first.page.reload();
      await expect(sessions(first.page).getByRole("listitem")).toHaveCount(1);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  test("without JavaScript the form posts and the page comes back with the outcome", async ({
    browser,
    request,
    baseURL,
    newUser,
  }) => {
    const who = await newUser();
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      await signInto(context, request, baseURL ?? "", who);
      const page = await context.newPage();
      await page.goto(SECURITY);
      await form(page).getByLabel("Текущий пароль").fill("неверный-пароль");
      await form(page).getByLabel("Новый пароль", { exact: true }).fill("другой-пароль-1");
      await form(page).getByLabel("Повторите новый пароль").fill("другой-пароль-1");
      await form(page).getByRole("button", { name: "Сохранить" }).click();
      await expect(form(page).getByText("Неверный текущий пароль.")).toBeVisible();
      await expect(form(page).getByLabel("Электронная почта")).toHaveValue(who.email);
      await form(page).getByLabel("Телефон").fill("+7 900 765-43-21");
      await form(page).getByRole("button", { name: "Сохранить" }).click();
      await expect(form(page).getByRole("status")).toHaveText("Изменения сохранены.");
      await expect(form(page).getByLabel("Телефон")).toHaveValue("+7 900 765-43-21");
    } finally {
      await context.close();
    }
  });

  test("axe finds nothing on the page at 1280 and 360 px, with a message shown", async ({
    page,
    context,
    request,
    baseURL,
    newUser,
  }) => {
    const who = await newUser();
    await signInto(context, request, baseURL ?? "", who);
    expect(await logsIn(request, who)).toBe(true); // a second session, so «Завершить другие сеансы» is there too
    for (const size of [DESKTOP, MOBILE]) {
      await page.setViewportSize(size);
      await openSecurity(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await expectAxeClean(page);
      await form(page).getByLabel("Текущий пароль").fill("неверный-пароль");
      await form(page).getByLabel("Новый пароль", { exact: true }).fill("короткий");
      await form(page).getByRole("button", { name: "Сохранить" }).click();
      await expect(form(page).getByText("Повторите новый пароль.")).toBeVisible();
      await expectAxeClean(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/security-${size.width}.png`, fullPage: true });
    }
  });

  test("an anonymous visitor gets the 403 page with «Войти»", async ({ page }) => {
    const response = await page.goto(SECURITY);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("main").getByRole("button", { name: "Войти" })).toBeVisible();
    await expect(form(page)).toHaveCount(0);
  });
});
