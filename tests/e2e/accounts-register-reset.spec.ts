import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { admissionAvailability } from "../../core/domain/admission/admission-availability";
import { canApply } from "../../core/domain/admission/can-apply";
import type { Institution } from "../../core/domain/catalogue/institution";
import { educationBaseHref } from "../../core/domain/institution-page/education-base-href";
import { bodyTextOf, headerOf } from "../support/loopback-smtp";
import { mailTo as mailFor } from "../support/mailbox";
import { expect as baseExpect, expectAxeClean, hydrated, test } from "./fixtures";

/** The machine running the suite is shared: navigations get more time than the default five seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

const MOBILE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

// The main e2e server sends its mail to the run's SMTP peer (playwright.config.ts, tests/support/smtp-peer-server.ts).

const header = (page: Page) => page.getByRole("banner");
const loginDialog = (page: Page) => page.getByRole("dialog", { name: "Вход в личный кабинет" });
const userMenu = (page: Page, name: string) => header(page).locator("summary", { hasText: name });

/** Presses Tab until `target` has the focus (at most `limit` presses): the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** The newest message the SMTP peer received for `to`, once it has arrived. */
async function mailTo(to: string, after = 0): Promise<string> {
  await expect.poll(async () => (await mailFor(to)).length, { timeout: 30_000 }).toBeGreaterThan(after);
  return (await mailFor(to)).at(-1)?.raw ?? "";
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await header(page).getByRole("button", { name: "Войти" }).click();
  const dialog = loginDialog(page);
  await dialog.getByLabel("Электронная почта").fill(email);
  await dialog.getByLabel("Пароль").fill(password);
  await dialog.getByRole("button", { name: "Войти" }).click();
}

async function logOut(page: Page, name: string): Promise<void> {
  await userMenu(page, name).click();
  await header(page).getByRole("button", { name: "Выйти" }).click();
  await expect(header(page).getByRole("button", { name: "Войти" })).toBeVisible();
}

/** An e-mail nobody has registered, and a name to tell this run's account apart. */
const freshPerson = () => {
  const tag = randomUUID().slice(0, 8);
  return { first: "Анна", last: `Ким${tag.replace(/\d/g, "")}`, email: `e2e-reg-${tag}@example.com` };
};

/** Whether an address is free: registering it through the API succeeds (the account is then created). */
async function addressWasFree(request: APIRequestContext, email: string): Promise<boolean> {
  const answer = await request.post("/api/auth/register", {
    data: { first_name: "Проверка", last_name: "Адреса", email, password: "проверочный пароль" },
  });
  return answer.status() === 201;
}

test.describe("accounts: register, log out and in, reset the password through the mailed link", () => {
  test("a new family registers by keyboard, logs out and in, resets the password from the mail; other sessions end", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const person = freshPerson();
    const fullName = `${person.first} ${person.last}`;
    const password = "первый пароль 1";

    // Register by keyboard alone: «Войти» in the header, «Зарегистрироваться» in the dialog, the form, Enter.
    await page.goto("/o-kompanii/");
    await hydrated(page);
    await tabTo(page, header(page).getByRole("button", { name: "Войти" }));
    await page.keyboard.press("Enter");
    const register = loginDialog(page).getByRole("link", { name: "Зарегистрироваться" });
    await tabTo(page, register);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/register\/\?next=%2Fo-kompanii%2F$/);
    await expect(loginDialog(page)).toBeHidden();
    await tabTo(page, page.getByLabel("Имя", { exact: true }));
    await page.keyboard.type(person.first);
    await page.keyboard.press("Tab");
    await page.keyboard.type(person.last);
    await page.keyboard.press("Tab");
    await page.keyboard.type(person.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(password);
    await tabTo(page, page.getByRole("checkbox", { name: /согласие на обработку персональных данных/ }));
    await page.keyboard.press("Space");
    await tabTo(page, page.getByRole("button", { name: "Зарегистрироваться" }));
    await page.keyboard.press("Enter");
    // Back where the visitor started, logged in.
    await expect(page).toHaveURL(/\/o-kompanii\/$/);
    await expect(userMenu(page, fullName)).toBeVisible();

    await logOut(page, fullName);
    await logIn(page, person.email, password);
    await expect(userMenu(page, fullName)).toBeVisible();

    // A second browser logged in to the same account: its session must end with the reset.
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await otherPage.goto("/");
    await hydrated(otherPage);
    await logIn(otherPage, person.email, password);
    await expect(userMenu(otherPage, fullName)).toBeVisible();

    // «Забыли пароль?» from the login dialog.
    await logOut(page, fullName);
    await header(page).getByRole("button", { name: "Войти" }).click();
    await loginDialog(page).getByRole("link", { name: "Забыли пароль?" }).click();
    await expect(page).toHaveURL(/\/reset-password\/$/);
    await page.getByLabel("Электронная почта").fill(person.email);
    await page.getByRole("button", { name: "Отправить ссылку" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "мы отправили на него письмо со ссылкой для смены пароля",
    );

    // The message arrives at the SMTP peer and carries an absolute link to the reset page of this site.
    const raw = await mailTo(person.email);
    expect(headerOf(raw, "From")).toMatch(/<no-reply@shuyuan\.ru>$/);
    const text = bodyTextOf(raw);
    expect(text).toContain(`Здравствуйте, ${person.first}!`);
    const link = /(https?:\/\/\S+\/reset-password\/\?code=[A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
    expect(new URL(link).origin).toBe(new URL(baseURL ?? "").origin);

    // `npm run mail` prints it while the server runs (it holds the embedded database).
    const printed = await promisify(execFile)("npx", ["tsx", "scripts/mail.ts", "-n", "3"], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    });
    expect(printed.stdout).toContain(`To:      ${person.email}`);
    expect(printed.stdout).toContain("Subject: Восстановление пароля на сайте Шуюань");
    expect(printed.stdout).toContain(link);

    // Follow the link: the code leaves the address bar and stays in local storage.
    await page.goto(link);
    await hydrated(page);
    await expect(page).toHaveURL(/\/reset-password\/$/);
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem("shuyuan.reset_code")))
      .toBe(new URL(link).searchParams.get("code"));
    const newPassword = page.getByLabel("Новый пароль", { exact: true });
    const confirmation = page.getByLabel("Повторите новый пароль");
    const save = page.getByRole("button", { name: "Сменить пароль и войти" });

    // Bad input first: mismatched and weak passwords, each with its message; the code is not used up.
    await newPassword.fill("второй пароль 2");
    await confirmation.fill("второй пароль 3");
    await save.click();
    await expect(page.getByText("Пароли не совпадают.")).toBeVisible();
    await expect(confirmation).toBeFocused();
    await newPassword.fill("корот");
    await confirmation.fill("корот");
    await save.click();
    await expect(page.getByText("Пароль должен содержать не менее 8 символов.")).toBeVisible();

    await newPassword.fill("второй пароль 2");
    await confirmation.fill("второй пароль 2");
    await save.click();
    await expect(page).toHaveURL(new URL("/", baseURL).href);
    await expect(userMenu(page, fullName)).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("shuyuan.reset_code"))).toBeNull();

    // The other browser's session has ended.
    await otherPage.reload();
    await hydrated(otherPage);
    await expect(header(otherPage).getByRole("button", { name: "Войти" })).toBeVisible();
    await expect(userMenu(otherPage, fullName)).toHaveCount(0);

    // The same link again: a clear message and a way to ask for a new one.
    await otherPage.goto(link);
    await hydrated(otherPage);
    await otherPage.getByLabel("Новый пароль", { exact: true }).fill("третий пароль 3");
    await otherPage.getByLabel("Повторите новый пароль").fill("третий пароль 3");
    await otherPage.getByRole("button", { name: "Сменить пароль и войти" }).click();
    await expect(otherPage.getByRole("alert").filter({ hasText: "код" })).toHaveText(
      "Этот код восстановления уже недействителен. Запросите новый код.",
    );
    await otherPage.getByRole("button", { name: "Запросить новую ссылку" }).click();
    await expect(otherPage.getByRole("button", { name: "Отправить ссылку" })).toBeVisible();
    await other.close();

    // Only the new password opens the account.
    const oldLogin = await page.request.post("/api/auth/login", { data: { email: person.email, password } });
    expect(oldLogin.status()).toBe(422);
    const newLogin = await page.request.post("/api/auth/login", {
      data: { email: person.email, password: "второй пароль 2" },
    });
    expect(newLogin.status()).toBe(200);
  });

  test("bad registrations get a Russian message each and store nothing", async ({ page, newUser, request }) => {
    const taken = await newUser();
    await page.goto("/register/");
    await hydrated(page);
    const fill = async (email: string, password: string) => {
      await page.getByLabel("Имя", { exact: true }).fill("Пётр");
      await page.getByLabel("Фамилия").fill("Иванов");
      await page.getByLabel("Электронная почта").fill(email);
      await page.getByLabel("Пароль", { exact: true }).fill(password);
    };
    const submit = page.getByRole("button", { name: "Зарегистрироваться" });
    const consent = page.getByRole("checkbox", { name: /согласие на обработку персональных данных/ });

    const withoutConsent = freshPerson().email;
    await fill(withoutConsent, "хороший пароль");
    await submit.click();
    await expect(page.getByText("Подтвердите согласие на обработку персональных данных.")).toBeVisible();
    await expect(consent).toBeFocused();

    await consent.check();
    await fill(taken.email, "хороший пароль");
    await submit.click();
    await expect(page.getByText("Этот адрес электронной почты уже зарегистрирован.")).toBeVisible();
    await expect(page.getByLabel("Электронная почта")).toBeFocused();

    const weak = freshPerson().email;
    await fill(weak, "1234567");
    await submit.click();
    await expect(page.getByText("Пароль должен содержать не менее 8 символов.")).toBeVisible();
    await expect(page).toHaveURL(/\/register\/$/);
    await expect(header(page).getByRole("button", { name: "Войти" })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("shuyuan.auth"))).toBeNull();

    // Neither refused address became an account.
    expect(await addressWasFree(request, withoutConsent)).toBe(true);
    expect(await addressWasFree(request, weak)).toBe(true);
  });

  test("registering from «Подать заявку» brings the new user to the application with the choice kept", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const grid = (await (await request.get("/api/ru/v1/institutions/grid?page=1&per_page=40")).json()) as {
      data: { id: number }[];
    };
    let target: { institution: Institution; baseSlug: string; baseId: number } | null = null;
    for (const { id } of grid.data.slice(5)) {
      const institution = (await (await request.get(`/api/ru/v1/institutions/${id}`)).json()) as Institution;
      const base = institution.degree_programs
        .flatMap((program) => program.education_bases)
        .find((candidate) => canApply(admissionAvailability(candidate)));
      if (base) {
        target = { institution, baseSlug: base.slug, baseId: base.id };
        break;
      }
    }
    if (target === null) throw new Error("No institution in the seeded catalogue takes applications");
    await page.goto(educationBaseHref(target.institution, target.baseSlug));
    await hydrated(page);
    await page.getByRole("main").getByRole("link", { name: "Подать заявку" }).first().click();
    await loginDialog(page).getByRole("link", { name: "Зарегистрироваться" }).click();
    await expect(page).toHaveURL(/\/register\/\?next=/);
    const person = freshPerson();
    await page.getByLabel("Имя", { exact: true }).fill(person.first);
    await page.getByLabel("Фамилия").fill(person.last);
    await page.getByLabel("Электронная почта").fill(person.email);
    await page.getByLabel("Пароль", { exact: true }).fill("пароль заявителя");
    await page.getByRole("checkbox", { name: /согласие на обработку персональных данных/ }).check();
    await page.getByRole("button", { name: "Зарегистрироваться" }).click();
    await expect(page).toHaveURL(new RegExp(`/u/settings/applications/\\?education_base=${target.baseId}$`));
    await expect(
      page.getByRole("region", { name: "Новая заявка" }).getByRole("button", { name: "Подать заявку" }),
    ).toBeVisible();
  });

  test("a page that needs an account: «Войти» on the 403 page leads to registration and back to that page", async ({
    page,
  }) => {
    await page.goto("/u/settings/");
    await hydrated(page);
    await expect(page.getByText("Доступ запрещен")).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Войти" }).click();
    await loginDialog(page).getByRole("link", { name: "Зарегистрироваться" }).click();
    await expect(page).toHaveURL(/\/register\/\?next=%2Fu%2Fsettings%2F$/);
    const person = freshPerson();
    await page.getByLabel("Имя", { exact: true }).fill(person.first);
    await page.getByLabel("Фамилия").fill(person.last);
    await page.getByLabel("Электронная почта").fill(person.email);
    await page.getByLabel("Пароль", { exact: true }).fill("пароль настроек");
    await page.getByRole("checkbox", { name: /согласие на обработку персональных данных/ }).check();
    await page.getByRole("button", { name: "Зарегистрироваться" }).click();
    await expect(page).toHaveURL(/\/u\/settings\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Настройки" })).toBeVisible();
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`the account screens are axe clean at ${viewport.width} px`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const shot = async (name: string) =>
        page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: true });

      await page.goto("/register/");
      await hydrated(page);
      await expectAxeClean(page);
      await page.getByRole("button", { name: "Зарегистрироваться" }).click();
      await expect(page.getByText("Подтвердите согласие на обработку персональных данных.")).toBeVisible();
      await page.getByRole("checkbox", { name: /согласие/ }).check();
      await page.getByRole("button", { name: "Зарегистрироваться" }).click();
      await expect(page.getByText("Введите имя.")).toBeVisible();
      await expectAxeClean(page);
      await shot("register");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.goto("/reset-password/");
      await hydrated(page);
      await expectAxeClean(page);
      await page.getByLabel("Электронная почта").fill(`e2e-nobody-${randomUUID().slice(0, 8)}@example.com`);
      await page.getByRole("button", { name: "Отправить ссылку" }).click();
      await expect(page.getByRole("main").getByRole("status")).toContainText("Ссылка действует 1 час.");
      await expectAxeClean(page);
      await shot("forgot-password");

      await page.goto("/reset-password/?code=made-up-code-for-the-form");
      await hydrated(page);
      await expect(page).toHaveURL(/\/reset-password\/$/);
      await page.getByRole("button", { name: "Сменить пароль и войти" }).click();
      await expect(page.getByText("Введите пароль.")).toBeVisible();
      await expectAxeClean(page);
      await shot("new-password");
      await page.evaluate(() => window.localStorage.removeItem("shuyuan.reset_code"));

      await page.goto("/");
      await hydrated(page);
      await header(page).getByRole("button", { name: "Войти" }).click();
      await expect(loginDialog(page).getByRole("link", { name: "Забыли пароль?" })).toBeVisible();
      await expectAxeClean(page);
      await shot("login-dialog");
    });
  }

  test("without JavaScript the account pages read and say that the forms need it", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    expect((await page.goto("/register/"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Регистрация" })).toBeVisible();
    await expect(page.getByText("Чтобы зарегистрироваться, включите в браузере JavaScript.")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "согласие на обработку персональных данных" })).toHaveAttribute(
      "href",
      "/consent-personal-data/",
    );
    await expect(main.getByRole("link", { name: "политику конфиденциальности" })).toHaveAttribute(
      "href",
      "/privacy-policy/",
    );
    expect((await page.goto("/reset-password/"))?.status()).toBe(200);
    await expect(page.getByText("Чтобы восстановить пароль, включите в браузере JavaScript.")).toBeVisible();
    await context.close();
  });
});
