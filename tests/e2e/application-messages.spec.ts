import type { APIRequestContext, Page } from "@playwright/test";
import { bodyTextOf, headerOf } from "../support/loopback-smtp";
import { mailTo } from "../support/mailbox";
import { staffToken } from "../support/staff";
import { openEducationBase } from "../support/open-bases";
import { expect as baseExpect, expectAxeClean, hydrated, signInNewUser, test } from "./fixtures";

/** The machine running the suite is shared: navigations get more time than the default five seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

const MOBILE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const V1 = "/api/ru/v1";
const STAFF_TEXT = "Добрый день! Пришлите, пожалуйста, перевод диплома <с печатью>.";

// The main e2e server sends its mail to this port (playwright.config.ts); the spec's tests share the one SMTP peer.
test.describe.configure({ mode: "serial" });

/** A header of RFC 2047 encoded words (=?UTF-8?B?...?=), as the mail client shows it. */
const decodedHeader = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, base64: string) => Buffer.from(base64, "base64").toString("utf8"));

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new applicant signed in on `context`, with an application: its id, the applicant's token and address. */
async function applicantWithApplication(page: Page, request: APIRequestContext, baseURL: string) {
  const token = await signInNewUser(page.context(), request, baseURL, { first: "Вера", last: "Перепискина" });
  const me = (await (await request.get("/api/auth/me", { headers: bearer(token) })).json()) as { email: string };
  const created = await request.post(`${V1}/bookings/create`, {
    headers: bearer(token),
    data: { education_base_id: (await openEducationBase(request)).base.id },
  });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, token, email: me.email };
}

const userMenuToggle = (page: Page) => page.getByRole("banner").locator(".user-menu__toggle");
const thread = (page: Page) => page.getByRole("list").filter({ has: page.locator(".message") });

async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS === undefined) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe("an application's messages and the notifications", () => {
  test("staff write, the applicant sees the counter, the notification and the message, answers; the mail arrives", async ({
    page,
    request,
    baseURL,
  }) => {
    const applicant = await applicantWithApplication(page, request, baseURL ?? "");
    const messagesPath = `/u/settings/applications/${applicant.id}/messages/`;

    const staff = await staffToken(request);
    const posted = await request.post(`${V1}/staff/bookings/${applicant.id}/messages`, {
      headers: bearer(staff),
      data: { text: STAFF_TEXT },
    });
    expect(posted.status()).toBe(201);

    // The header's counter, server-rendered.
    await page.goto("/u/settings/");
    await expect(userMenuToggle(page)).toHaveAttribute("data-unread", "1");

    // The notification, unread, with its link to the application.
    await page.goto("/u/settings/notifications/");
    const card = page.locator("article.notification").first();
    await expect(card).toContainText("Новое сообщение по заявке");
    await expect(card).toContainText(STAFF_TEXT);
    await expect(card).toContainText("Новое");
    await expect(card.getByRole("link", { name: "Открыть заявку" })).toHaveAttribute(
      "href",
      `/u/settings/applications/${applicant.id}/`,
    );
    await expect(page.getByText("1 непрочитанное уведомление", { exact: true })).toBeVisible();

    // The thread: the staff's message with who wrote it, escaped as written; the answer lands at the bottom.
    await page.goto(messagesPath);
    await hydrated(page);
    await expect(thread(page)).toContainText("Шуюань · Ли Сотрудник");
    await expect(thread(page)).toContainText(STAFF_TEXT);
    await page.getByLabel("Сообщение").fill("Здравствуйте! Перевод пришлю завтра.");
    await page.getByRole("button", { name: "Отправить" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Сообщение отправлено." })).toBeVisible();
    await expect(page.locator(".message").last()).toContainText("Вы");
    await expect(page.locator(".message").last()).toContainText("Здравствуйте! Перевод пришлю завтра.");
    await expect(page.getByLabel("Сообщение")).toHaveValue("");

    for (const [viewport, width] of [
      [DESKTOP, 1280],
      [MOBILE, 360],
    ] as const) {
      await page.setViewportSize(viewport);
      await expectAxeClean(page);
      await shoot(page, `application-messages-${width}`);
    }

    // The staff's message was mailed with the absolute link to the application.
    await expect.poll(async () => (await mailTo(applicant.email)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const raw = (await mailTo(applicant.email)).at(-1)?.raw ?? "";
    expect(decodedHeader(headerOf(raw, "subject") ?? "")).toBe("Новое сообщение по заявке — Шуюань");
    const body = bodyTextOf(raw);
    expect(body).toContain("Здравствуйте, Вера!");
    expect(body).toContain(STAFF_TEXT);
    expect(body).toMatch(new RegExp(`https?://[^\\s/]+/u/settings/applications/${applicant.id}/`));

    // Reading them all clears the counter.
    await page.setViewportSize(DESKTOP);
    await page.goto("/u/settings/notifications/");
    await hydrated(page);
    for (const [viewport, width] of [
      [DESKTOP, 1280],
      [MOBILE, 360],
    ] as const) {
      await page.setViewportSize(viewport);
      await expectAxeClean(page);
      await shoot(page, `notifications-${width}`);
    }
    await page.getByRole("button", { name: "Отметить все прочитанными" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Уведомления отмечены прочитанными." })).toBeVisible();
    await expect(userMenuToggle(page)).not.toHaveAttribute("data-unread");
    await expect(page.getByText("Все уведомления прочитаны.")).toBeVisible();
  });

  test("without JavaScript the applicant answers in the thread and marks the notifications read", async ({
    browser,
    request,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const applicant = await applicantWithApplication(page, request, baseURL ?? "");
      const staff = await staffToken(request);
      await request.post(`${V1}/staff/bookings/${applicant.id}/messages`, {
        headers: bearer(staff),
        data: { text: "Проверьте, пожалуйста, даты в анкете." },
      });
      await page.goto(`/u/settings/applications/${applicant.id}/messages/`);
      await expect(thread(page)).toContainText("Проверьте, пожалуйста, даты в анкете.");
      await page.getByLabel("Сообщение").fill("   ");
      await page.getByRole("button", { name: "Отправить" }).click();
      await expect(page.getByText("Напишите сообщение.")).toBeVisible();
      await page.getByLabel("Сообщение").fill("Проверила, всё верно.");
      await page.getByRole("button", { name: "Отправить" }).click();
      await expect(page.locator(".message").last()).toContainText("Проверила, всё верно.");
      await expect(userMenuToggle(page)).toHaveAttribute("data-unread", "1");
      await page.goto("/u/settings/notifications/");
      await page.getByRole("button", { name: "Отметить все прочитанными" }).click();
      await expect(page.getByText("Уведомления отмечены прочитанными.")).toBeVisible();
      await expect(userMenuToggle(page)).not.toHaveAttribute("data-unread");
    } finally {
      await context.close();
    }
  });

  test("someone else's application has no thread for another user", async ({ page, request, baseURL }) => {
    const owner = await applicantWithApplication(page, request, baseURL ?? "");
    await page.context().clearCookies();
    await signInNewUser(page.context(), request, baseURL ?? "", { first: "Чужой", last: "Пользователь" });
    const answer = await page.goto(`/u/settings/applications/${owner.id}/messages/`);
    expect(answer?.status()).toBe(404);
  });
});
