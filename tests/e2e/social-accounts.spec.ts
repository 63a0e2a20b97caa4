import type { Page } from "@playwright/test";
import { expect as baseExpect, expectAxeClean, hydrated, registerNewUser, signInNewUser, test } from "./fixtures";

// Social accounts (issue 12, ADR 049) against a real OAuth 2 / OpenID peer on loopback (oidc-provider, started by
// playwright.config.ts and registered for VK, OK and Mail.ru): its login page stands for the network's.

/** The machine running the suite is shared: navigations get more time than the default five seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

const MOBILE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const SECURITY = "/u/settings/security/";
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

const header = (page: Page) => page.getByRole("banner");
const userMenu = (page: Page, name: string) => header(page).locator("summary", { hasText: name });
const socials = (page: Page) => page.getByRole("region", { name: "Соцсети для входа" });
const notice = (page: Page) => page.locator(".social-notice");
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Signs in at the peer's login page as `login`, as a person would at the network. */
async function signInAtNetwork(page: Page, login: string): Promise<void> {
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.locator('button[type="submit"]').click();
}

async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS === undefined) return;
  for (const [width, size] of [
    ["1280", DESKTOP],
    ["360", MOBILE],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test.describe("social accounts", () => {
  test("register with a network, keep it while it is the only way in, set a password, then unlink it", async ({
    page,
  }) => {
    await page.goto("/register/");
    await hydrated(page);
    const buttons = page.getByRole("region", { name: "Или войдите через соцсеть" });
    await expect(buttons.getByRole("button")).toHaveText([/ВКонтакте/, /Одноклассники/, /Mail\.ru/]);
    await buttons.getByRole("button", { name: "ВКонтакте" }).click();
    const login = `vk-${unique()}`;
    await signInAtNetwork(page, login);

    await expect(notice(page)).toHaveText(/Аккаунт создан, вы вошли через соцсеть/);
    await expect(userMenu(page, "Мин Ли")).toBeVisible();
    await hydrated(page);
    // The mark leaves the address bar once shown; the browser keeps the session in its own store.
    await expect(page).not.toHaveURL(/social=/);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("shuyuan.auth"))).toContain("token");

    await page.goto(SECURITY);
    await hydrated(page);
    await expect(socials(page).getByText("Привязана", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Текущий пароль")).toHaveCount(0);
    await socials(page).getByRole("button", { name: "Отвязать ВКонтакте" }).click();
    await expect(socials(page).getByRole("status")).toHaveText(/единственный способ входа/);

    const password = `пароль-${unique()}`;
    await page.getByLabel("Новый пароль", { exact: true }).fill(password);
    await page.getByLabel("Повторите новый пароль").fill(password);
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByRole("form", { name: "Данные для входа" }).getByRole("status")).toHaveText(/Пароль изменён/);
    await socials(page).getByRole("button", { name: "Отвязать ВКонтакте" }).click();
    await expect(socials(page).getByRole("status")).toHaveText("Соцсеть отвязана.");
    await expect(socials(page).getByRole("button", { name: "Привязать ВКонтакте" })).toBeVisible();
  });

  test("link a network from the security settings, log in with it after logging out, then unlink it", async ({
    page,
    request,
  }) => {
    // Signed in by password through the log-in dialog, as a person is (the session is the browser's own).
    const who = await registerNewUser(request, { first: "Анна", last: "Соцсетева" });
    await page.goto("/faq/");
    await hydrated(page);
    await header(page).getByRole("button", { name: "Войти" }).click();
    const passwordDialog = page.getByRole("dialog", { name: "Вход в личный кабинет" });
    await passwordDialog.getByLabel("Электронная почта").fill(who.email);
    await passwordDialog.getByLabel("Пароль").fill(who.password);
    await passwordDialog.getByRole("button", { name: "Войти", exact: true }).click();
    await expect(userMenu(page, "Анна Соцсетева")).toBeVisible();
    await page.goto(SECURITY);
    await hydrated(page);
    await expect(socials(page).getByRole("listitem")).toHaveCount(3);
    await expectAxeClean(page);
    await page.setViewportSize(MOBILE);
    await expectAxeClean(page);
    await page.setViewportSize(DESKTOP);

    await socials(page).getByRole("button", { name: "Привязать Mail.ru" }).click();
    const login = `mr-${unique()}`;
    await signInAtNetwork(page, login);
    await expect(page).toHaveURL(/\/u\/settings\/security\//);
    await expect(notice(page)).toHaveText("Соцсеть привязана: теперь через неё можно входить в аккаунт.");
    const mailru = socials(page).getByRole("listitem").filter({ hasText: "Mail.ru" });
    await expect(mailru).toContainText("Привязана");
    await shoot(page, "social-linked");

    await userMenu(page, "Анна Соцсетева").click();
    await header(page).getByRole("button", { name: "Выйти" }).click();
    await expect(header(page).getByRole("button", { name: "Войти" })).toBeVisible();
    await page.goto("/faq/");
    await hydrated(page);
    await header(page).getByRole("button", { name: "Войти" }).click();
    const dialog = page.getByRole("dialog", { name: "Вход в личный кабинет" });
    await expect(dialog.getByRole("region", { name: "Или войдите через соцсеть" })).toBeVisible();
    await expectAxeClean(page, { include: ['[role="dialog"]'] });
    await dialog.getByRole("button", { name: "Mail.ru" }).click();
    // The network remembers the person: it sends the browser straight back, signed in to the same account.
    await expect(page).toHaveURL(/\/faq\//);
    await expect(notice(page)).toHaveText("Вы вошли через соцсеть.");
    await expect(userMenu(page, "Анна Соцсетева")).toBeVisible();

    await page.goto(SECURITY);
    await hydrated(page);
    await expect(page.getByRole("form", { name: "Данные для входа" }).getByLabel("Электронная почта")).toHaveValue(/@/);
    await socials(page).getByRole("button", { name: "Отвязать Mail.ru" }).click();
    await expect(socials(page).getByRole("status")).toHaveText("Соцсеть отвязана.");
    await expect(socials(page).getByRole("button", { name: "Привязать Mail.ru" })).toBeVisible();
  });

  test("a forged callback is refused in Russian and signs nobody in", async ({ page }) => {
    await page.goto("/api/connect/vkontakte/callback?code=stolen&state=forged");
    await expect(page).toHaveURL(/\/register\//);
    await expect(page.getByRole("alert").filter({ hasText: "соцсеть" })).toHaveText(
      "Не удалось войти через соцсеть: ссылка устарела или открыта в другом браузере. Попробуйте ещё раз.",
    );
    await expect(header(page).getByRole("button", { name: "Войти" })).toBeVisible();
    await expectAxeClean(page);
    await page.setViewportSize(MOBILE);
    await expectAxeClean(page);
    await page.setViewportSize(DESKTOP);
    await shoot(page, "social-refused");
  });

  test("linking works without JavaScript, and the settings read the same", async ({ browser, request, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      await signInNewUser(context, request, baseURL ?? "", { first: "Олег", last: "Безскриптов" });
      const page = await context.newPage();
      await page.goto(SECURITY);
      await socials(page).getByRole("button", { name: "Привязать Одноклассники" }).click();
      await signInAtNetwork(page, `ok-${unique()}`);
      await expect(notice(page)).toHaveText(/Соцсеть привязана/);
      const ok = socials(page).getByRole("listitem").filter({ hasText: "Одноклассники" });
      await expect(ok).toContainText("Привязана");
      await ok.getByRole("button", { name: "Отвязать Одноклассники" }).click();
      await expect(socials(page).getByRole("status")).toHaveText("Соцсеть отвязана.");
    } finally {
      await context.close();
    }
  });
});
