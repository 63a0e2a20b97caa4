import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAxeClean, hydrated, registerNewUser, test } from "./fixtures";

const MOBILE = { width: 320, height: 640 };

/** The header's sections, in menu order (site shell issue). */
const SECTIONS: readonly (readonly [string, string])[] = [
  ["Каталог", "/catalog/"],
  ["Университеты", "/universities/"],
  ["Колледжи", "/colleges/"],
  ["Школы", "/schools/"],
  ["Курсы", "/courses/"],
  ["HSK", "/hsk/"],
  ["Цены", "/czeny-na-uslugi/"],
  ["Блог", "/blog/"],
  ["Отзывы", "/reviews/"],
  ["О компании", "/o-kompanii/"],
  ["Контакты", "/contacts/"],
];

type MainContacts = {
  layout_settings: {
    contacts: { main_email: string; contact_center: string; address: string; working_hours: string };
    footer: { last_articles: { title: string; slug: string; category_slug: string }[] };
  };
  notice: { id: number; text: string } | null;
};

const header = (page: Page) => page.getByRole("banner");
const mainNav = (page: Page) => header(page).getByRole("navigation", { name: "Основное меню" });
const loginButton = (page: Page) => header(page).getByRole("button", { name: "Войти" });

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
}

/** A new account through the API (each test its own, so tests stay independent). */
async function registerUser(request: APIRequestContext) {
  const name = { first: "Мария", last: `Тестова${randomUUID().slice(0, 4)}` };
  return { ...(await registerNewUser(request, name)), first_name: name.first, last_name: name.last };
}

async function logIn(page: Page, email: string, password: string) {
  await loginButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Вход в личный кабинет" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Электронная почта").fill(email);
  await dialog.getByLabel("Пароль").fill(password);
  await dialog.getByRole("button", { name: "Войти" }).click();
  return dialog;
}

test.describe("header navigation", () => {
  for (const path of ["/", "/o-kompanii/", "/guarantees/"]) {
    test(`lists every section on ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const links = mainNav(page).getByRole("link");
      await expect(links).toHaveText(SECTIONS.map(([label]) => label));
      for (const [index, [, href]] of SECTIONS.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", href);
      }
      await expect(header(page).getByRole("link", { name: "Шуюань — на главную" })).toHaveAttribute("href", "/");
    });
  }

  test("leads to the company page and marks its section as current", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(mainNav(page).locator("[aria-current]")).toHaveCount(0);
    await mainNav(page).getByRole("link", { name: "О компании" }).click();
    await expect(page).toHaveURL(/\/o-kompanii\/$/);
    await expect(mainNav(page).getByRole("link", { name: "О компании" })).toHaveAttribute("aria-current", "page");
    const reload = await page.reload();
    expect(reload?.status()).toBe(200);
  });

  for (const path of ["/", "/o-kompanii/"]) {
    test(`is axe clean on ${path} at desktop width`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(path);
      await hydrated(page);
      await expectAxeClean(page);
    });
  }
});

test.describe("at 320 px", () => {
  test.use({ viewport: MOBILE });

  test("the menu opens by keyboard, lists the sections and closes with Escape, without horizontal scroll", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await noHorizontalScroll(page);
    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "К содержанию" });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    const toggle = header(page).locator("summary", { hasText: "Меню" });
    await expect(toggle).toBeVisible();
    for (let presses = 0; presses < 20; presses += 1) {
      if (await toggle.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    const links = mainNav(page).getByRole("link");
    await expect(links).toHaveText(SECTIONS.map(([label]) => label));
    await noHorizontalScroll(page);
    await page.keyboard.press("Tab");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(links.first()).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  for (const path of ["/", "/o-kompanii/"]) {
    test(`${path} is axe clean, with the menu closed and open`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(path);
      await hydrated(page);
      await noHorizontalScroll(page);
      await expectAxeClean(page);
      await header(page).locator("summary", { hasText: "Меню" }).click();
      await expect(mainNav(page)).toBeVisible();
      await expectAxeClean(page);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: MOBILE });

  test("the page reads, the menu opens and no dead login control is shown", async ({ page }) => {
    await page.goto("/o-kompanii/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(loginButton(page)).toBeHidden();
    await header(page).locator("summary", { hasText: "Меню" }).click();
    await expect(mainNav(page).getByRole("link", { name: "Контакты" })).toBeVisible();
    await noHorizontalScroll(page);
    await expect(page.getByText("Регистрация")).toHaveCount(0);
  });
});

test.describe("footer and notice", () => {
  test("the footer shows the contacts and latest articles the API gives", async ({ page, request }) => {
    const main = (await (await request.get("/api/ru/v1/main")).json()) as MainContacts;
    const { contacts, footer: footerData } = main.layout_settings;
    await page.goto("/guarantees/");
    const footer = page.getByRole("contentinfo");
    const phone = footer.getByRole("link", { name: contacts.contact_center });
    await expect(phone).toHaveAttribute("href", `tel:${contacts.contact_center.replace(/[^\d+]/g, "")}`);
    await expect(footer.getByRole("link", { name: contacts.main_email })).toHaveAttribute(
      "href",
      `mailto:${contacts.main_email}`,
    );
    await expect(footer).toContainText(contacts.working_hours);
    await expect(footer).toContainText(contacts.address);
    expect(footerData.last_articles.length).toBeGreaterThan(0);
    for (const article of footerData.last_articles) {
      await expect(footer.getByRole("link", { name: article.title, exact: true })).toHaveAttribute(
        "href",
        `/blog/${article.category_slug}/${article.slug}/`,
      );
    }
    await expect(footer.getByRole("link", { name: "Политика конфиденциальности" })).toHaveAttribute(
      "href",
      "/privacy-policy/",
    );
    const moscowYear = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Moscow", year: "numeric" }).format(
      new Date(),
    );
    await expect(footer).toContainText(`© ${moscowYear} Шуюань`);
  });

  test("the main notice is shown and stays closed once dismissed", async ({ page, request }) => {
    const main = (await (await request.get("/api/ru/v1/main")).json()) as MainContacts;
    expect(main.notice).not.toBeNull();
    const notice = page.getByRole("region", { name: "Объявление" });
    await page.goto("/o-kompanii/");
    await hydrated(page);
    await expect(notice).toContainText(main.notice?.text ?? "");
    await notice.getByRole("button", { name: "Скрыть объявление" }).click();
    await expect(notice).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(window.localStorage.getItem("shuyuan.notices.dismissed") ?? "[]") as unknown),
      )
      .toContain(main.notice?.id);
    await page.reload();
    await hydrated(page);
    await expect(notice).toHaveCount(0);
  });
});

test.describe("login and the user's menu", () => {
  test("a registered user logs in through the dialog, sees their menu and logs out", async ({ page, request }) => {
    test.setTimeout(60_000);
    const user = await registerUser(request);
    await page.goto("/o-kompanii/");
    await hydrated(page);
    const dialog = await logIn(page, user.email, user.password);
    // Password hashing and the reload take a while on a busy machine.
    const fullName = `${user.first_name} ${user.last_name}`;
    const menu = header(page).locator("summary", { hasText: fullName });
    await expect(menu).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();
    await expect(loginButton(page)).toHaveCount(0);
    // The server render knows the user too (the session is mirrored into the cookie).
    const html = await (await page.context().request.get("/o-kompanii/")).text();
    expect(html).toContain(fullName);

    await hydrated(page);
    await menu.click();
    await expect(header(page).getByRole("link", { name: "Мои заявки" })).toHaveAttribute(
      "href",
      "/u/settings/applications/",
    );
    await expect(header(page).getByRole("link", { name: "Мой профиль" })).toHaveAttribute("href", /^\/u\/\d+-.+\/$/);
    await header(page).getByRole("button", { name: "Выйти" }).click();
    await expect(loginButton(page)).toBeVisible({ timeout: 20_000 });
    await expect(header(page).locator("summary", { hasText: fullName })).toHaveCount(0);
    const after = await (await page.context().request.get("/o-kompanii/")).text();
    expect(after).not.toContain(fullName);
  });

  test("wrong credentials show the server's message and keep the dialog open", async ({ page, request }) => {
    test.setTimeout(60_000);
    const user = await registerUser(request);
    await page.goto("/");
    await hydrated(page);
    const dialog = await logIn(page, user.email, `${user.password}-не-тот`);
    await expect(dialog.getByText("Неверный адрес электронной почты или пароль.")).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByLabel("Электронная почта")).toHaveAttribute("aria-invalid", "true");
    await expectAxeClean(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(loginButton(page)).toBeFocused();
  });
});
