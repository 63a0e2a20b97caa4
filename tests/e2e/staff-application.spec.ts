import type { Browser, Page } from "@playwright/test";
import { educationBaseHref } from "../../core/domain/institution-page/education-base-href";
import { handInMandatoryDocuments } from "../support/documents";
import { mailTo } from "../support/mailbox";
import { openEducationBase } from "../support/open-bases";
import { DEMO_STAFF_EMAIL, E2E_DEMO_PASSWORD } from "../support/staff-login";
import { expect as baseExpect, expectAxeClean, hydrated, test } from "./fixtures";

/**
 * Issue 14's application page as a staff member works on it (ADR 057): a student applies and sends; staff return a
 * document and ask for changes from the page; the student fixes and sends again; staff accept the documents, take it
 * to signing, add a ledger line and ask for payment; the student pays in the sandbox; staff finish it. The student
 * sees every stage, and the page lists the audit entries. Non-staff get the 403 page.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const REMARK = "Скан паспорта нечитаемый: загрузите, пожалуйста, цветной скан разворота.";

/** A browser context signed in as the demo staff member (cookie for server rendering, local storage for the app). */
async function staffPage(browser: Browser, baseURL: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const login = await context.request.post("/api/auth/login", {
    data: { email: DEMO_STAFF_EMAIL, password: E2E_DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const record = JSON.stringify(await login.json());
  await context.addCookies([{ name: "shuyuan_auth", value: encodeURIComponent(record), url: baseURL }]);
  await context.addInitScript((value) => window.localStorage.setItem("shuyuan.auth", value), record);
  return context.newPage();
}

const badge = (page: Page) => page.getByRole("main").locator(".status-badge").first();

async function studentSees(page: Page, id: number, title: string) {
  await page.goto(`/u/settings/applications/${id}/`);
  await expect(badge(page)).toHaveText(title);
}

test("staff take an application from checking to sent on its page; the student sees each stage", async ({
  page,
  browser,
  request,
  signIn,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { institution, base } = await openEducationBase(request, 7);
  const token = await signIn({ first: "Тимур", last: "Студентов" });

  // The student applies, hands in the mandatory documents and sends.
  await page.goto(educationBaseHref(institution, base.slug));
  await page.getByRole("main").getByRole("link", { name: "Подать заявку" }).first().click();
  await page.getByRole("region", { name: "Новая заявка" }).getByLabel("Телефон").fill("+7 916 700-11-22");
  await page.getByRole("region", { name: "Новая заявка" }).getByRole("button", { name: "Подать заявку" }).click();
  await expect(page).toHaveURL(/\/u\/settings\/applications\/\d+\/\?created=1$/);
  const id = Number(/applications\/(\d+)\//.exec(page.url())?.[1]);
  await handInMandatoryDocuments(request, token, id);
  await page.goto(`/u/settings/applications/${id}/`);
  await page.getByRole("button", { name: "Отправить на проверку" }).click();
  await expect(badge(page)).toHaveText("Проверка");

  // The page is the staff's only: the student and an anonymous visitor get the 403 page.
  const address = `/staff/applications/${id}/`;
  expect((await page.goto(address))?.status()).toBe(403);
  const anonymous = await browser.newContext({ baseURL });
  expect((await (await anonymous.newPage()).goto(address))?.status()).toBe(403);
  await anonymous.close();

  // Staff open it: the student's data, the status and its documents.
  const staff = await staffPage(browser, baseURL ?? "");
  await staff.goto(address);
  await hydrated(staff);
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(`Заявка № ${id}`);
  await expect(badge(staff)).toHaveText("Проверка");
  await expect(staff.getByRole("region", { name: "Из формы заявки" })).toContainText("+79167001122");
  await expect(staff.getByRole("region", { name: "Учётная запись" })).toContainText("Тимур Студентов");
  await expectAxeClean(staff);
  if (SHOTS) {
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.screenshot({ path: `${SHOTS}/staff-application-1280.png`, fullPage: true });
  }

  // Staff give it to themselves from its page: the summary names them, as the queue does.
  const summary = staff.locator("#summary");
  await expect(summary.locator(".staff-summary__assignee")).toHaveText("Без ответственного");
  await summary.getByLabel("Ответственный за заявку").selectOption({ label: "Ли Сотрудник" });
  await summary.getByRole("button", { name: "Назначить" }).click();
  await expect(summary.locator(".staff-summary__assignee")).toHaveText("Ли Сотрудник");

  // Staff return the passport with a remark and ask for changes; a remark is required.
  const passport = staff.getByRole("article", { name: /^Загранпаспорт/ });
  await passport.getByLabel(/Замечание для заявителя/).fill(REMARK);
  await passport.getByRole("button", { name: "Вернуть с замечанием" }).click();
  await expect(staff.locator(".staff-application__notice")).toContainText("Готово");
  const changes = staff.locator("form.staff-move", {
    has: staff.getByRole("button", { name: "Вернуть на доработку" }),
  });
  await changes.getByLabel(/Замечание для заявителя/).fill(REMARK);
  await changes.getByRole("button", { name: "Вернуть на доработку" }).click();
  await expect(badge(staff)).toHaveText("На доработке");

  // The student reads the remark, fixes the passport and sends again.
  await page.goto(`/u/settings/applications/${id}/messages/`);
  await expect(page.locator(".message").last()).toContainText(REMARK);
  await studentSees(page, id, "На доработке");
  await handInMandatoryDocuments(request, token, id);
  await page.goto(`/u/settings/applications/${id}/`);
  await page.getByRole("button", { name: "Отправить повторно" }).click();
  await expect(badge(page)).toHaveText("Проверка");

  // Staff answer from a template, keep a note, accept every uploaded document and take it to signing.
  await staff.reload();
  await hydrated(staff);
  await staff.getByRole("link", { name: "Документы получены" }).click();
  await expect(staff.getByLabel("Ответ заявителю")).toHaveValue(/Мы получили ваши документы/);
  await staff.getByRole("button", { name: "Отправить", exact: true }).click();
  await expect(staff.locator(".message").last()).toContainText("Мы получили ваши документы");
  await staff.getByLabel("Новая заметка").fill("Семья просит звонить после 18:00 по Москве.");
  await staff.getByRole("button", { name: "Добавить заметку" }).click();
  await expect(staff.locator(".staff-notes__list")).toContainText("после 18:00");
  const accept = staff.getByRole("button", { name: "Принять", exact: true });
  for (let left = await accept.count(); left > 0; left -= 1) {
    await accept.first().click();
    await expect(accept).toHaveCount(left - 1);
  }
  await staff.getByRole("button", { name: "Документы в порядке: к подписанию" }).click();
  await expect(badge(staff)).toHaveText("Подписание");
  await studentSees(page, id, "Подписание");

  // Asking for payment without a due line is refused with the server's words; with a line it goes through.
  await staff.getByRole("button", { name: "Подписано: запросить оплату" }).click();
  await expect(staff.locator("#move-sign-alert")).toContainText("Сначала добавьте в расчёты");
  await staff.getByLabel("Что это").selectOption("application_fee");
  await staff.getByLabel("Описание").fill("Регистрационный сбор университета");
  await staff.getByLabel("Сумма", { exact: true }).fill("800");
  await staff.getByLabel("Валюта").selectOption("CNY");
  await staff.getByLabel("Возврат").selectOption("non_refundable");
  await staff.getByLabel("Этап оплаты").selectOption("pending_payment");
  await staff.getByRole("button", { name: "Добавить строку" }).last().click();
  await expect(staff.locator(".staff-table").first()).toContainText("Регистрационный сбор университета");
  await staff.getByRole("button", { name: "Подписано: запросить оплату" }).click();
  await expect(badge(staff)).toHaveText("Ожидает оплаты");

  // The student pays in the sandbox: the application moves to processing.
  await page.goto(`/u/settings/applications/${id}/payments/`);
  await hydrated(page);
  await page
    .getByRole("article", { name: "Регистрационный сбор университета" })
    .getByRole("button", { name: "Оплатить" })
    .click();
  await page
    .getByRole("dialog", { name: "Подтвердите оплату" })
    .getByRole("button", { name: "Перейти к оплате" })
    .click();
  await page.getByRole("button", { name: "Оплатить" }).click();
  await expect(page).toHaveURL(/\/payment\/success\/\?payment=\d+$/);
  await studentSees(page, id, "В обработке");

  // Staff finish it; the student sees it done; the page lists the staff's actions.
  await staff.reload();
  await expect(badge(staff)).toHaveText("В обработке");
  await staff.getByRole("button", { name: "Завершить: документы отправлены" }).click();
  await expect(badge(staff)).toHaveText("Завершена");
  await studentSees(page, id, "Завершена");
  // The audit log, newest first and paged: the latest moves on the first page, the earliest actions further on.
  const audit = staff.locator("#audit");
  for (const action of ["Смена статуса", "Новая строка к оплате", "Решение по документу"]) {
    await expect(audit.getByRole("rowheader", { name: action }).first()).toBeVisible();
  }
  await expect(audit).toContainText("«Подписание» → «Ожидает оплаты»");
  await expect(audit.getByRole("row").filter({ hasText: "Система" })).toContainText("«В обработке»");
  const earlier = staff.getByRole("navigation", { name: "Страницы журнала" }).getByRole("link", { name: "Дальше" });
  await earlier.click();
  await expect(staff).toHaveURL(/[?&]audit=2/);
  await expect(audit.getByRole("rowheader", { name: "Заметка сотрудника" })).toBeVisible();
  await expect(audit.getByRole("rowheader", { name: "Сообщение заявителю" })).toBeVisible();
  await expect(audit).toContainText(`«Проверка» → «На доработке»: ${REMARK}`);

  // One letter per change: every notification of the student went out by mail too (their settings want them all).
  const bearer = { Authorization: `Bearer ${token}` };
  const me = (await (await request.get("/api/auth/me", { headers: bearer })).json()) as { email: string };
  const grid = (await (
    await request.get("/api/ru/v1/notifications/grid?page=1&per_page=50", { headers: bearer })
  ).json()) as { total: number };
  expect(grid.total).toBeGreaterThanOrEqual(8);
  await expect.poll(async () => (await mailTo(me.email)).length, { timeout: 60_000 }).toBe(grid.total);

  // The student never reads a staff note.
  await page.goto(`/u/settings/applications/${id}/messages/`);
  await expect(page.getByRole("main")).not.toContainText("после 18:00");

  // Usable on a tablet: nothing wider than its 768 px.
  await staff.setViewportSize({ width: 768, height: 1024 });
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  if (SHOTS) {
    await staff.screenshot({ path: `${SHOTS}/staff-application-768.png`, fullPage: true });
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.screenshot({ path: `${SHOTS}/staff-application-done-1280.png`, fullPage: true });
  }
  await expectAxeClean(staff);
  await staff.context().close();
});

test("a staff reply from a template works without JavaScript", async ({ browser, request, signIn, baseURL, page }) => {
  test.setTimeout(120_000);
  const { base } = await openEducationBase(request, 5);
  const token = await signIn({ first: "Ника", last: "Безскриптова" });
  const created = await request.post("/api/ru/v1/bookings/create", {
    headers: { Authorization: `Bearer ${token}` },
    data: { education_base_id: base.id },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const staff = await staffPage(browser, baseURL ?? "", false);
  await staff.goto(`/staff/applications/${id}/`);
  await staff.getByRole("link", { name: "Напоминание об оплате" }).click();
  await expect(staff.getByLabel("Ответ заявителю")).toHaveValue(/ждёт оплаты/);
  await staff.getByRole("button", { name: "Отправить", exact: true }).click();
  await expect(staff.locator(".message").last()).toContainText("ждёт оплаты");
  await page.goto(`/u/settings/applications/${id}/messages/`);
  await expect(page.locator(".message").last()).toContainText("ждёт оплаты");
  await staff.context().close();
});
