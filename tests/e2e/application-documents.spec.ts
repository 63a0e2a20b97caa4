import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { onePagePdf } from "../support/documents";
import { openEducationBase } from "../support/open-bases";
import { expect as baseExpect, expectAxeClean, hydrated, signInNewUser, test } from "./fixtures";

/** The machine running the suite is shared: navigations get more time than the default five seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 360, height: 800 };

const photoPng = () =>
  sharp({ create: { width: 60, height: 80, channels: 3, background: "#dde4ee" } })
    .png()
    .toBuffer();

/** Files an application through the API as the signed-in user; its id. */
async function apply(request: APIRequestContext, token: string): Promise<number> {
  const created = await request.post("/api/ru/v1/bookings/create", {
    data: { education_base_id: (await openEducationBase(request)).base.id },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

/** Elements of the tab wider than the window (inside a box that scrolls sideways they are fine). */
const overflowingInTab = (page: Page) =>
  page.evaluate(() => {
    const scrolls = (e: Element) => {
      for (let p = e.parentElement; p !== null; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible") return true;
      }
      return false;
    };
    return [...document.querySelectorAll(".application-documents *")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth && !scrolls(e))
      .map((e) => `${e.tagName}.${e.className}`);
  });

async function upload(page: Page, title: string, name: string, bytes: Buffer, mimeType: string) {
  await card(page, title).getByLabel("Файл документа").setInputFiles({ name, mimeType, buffer: bytes });
  await card(page, title)
    .getByRole("button", { name: /^Загрузить/ })
    .click();
}

test.describe("«Документы» of an application", () => {
  test("a new applicant uploads two documents, re-uploads one, marks a step; nobody else gets the file", async ({
    page,
    request,
    signIn,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const token = await signIn({ first: "Мария", last: "Документова" });
    const id = await apply(request, token);
    await page.goto(`/u/settings/applications/${id}/documents/`);
    await hydrated(page);
    const summary = page.getByRole("heading", { name: /^Обязательные документы: загружено 0 из \d+$/ });
    await expect(summary).toBeVisible();
    const total = Number(/из (\d+)/.exec((await summary.textContent()) ?? "")?.[1]);

    await upload(page, "Загранпаспорт", "Паспорт.pdf", onePagePdf(), "application/pdf");
    await expect(card(page, "Загранпаспорт").getByRole("status")).toHaveText("Файл загружен.");
    await expect(card(page, "Загранпаспорт").getByText("Версия 1")).toBeVisible();
    await upload(page, "Фотография", "photo.png", await photoPng(), "image/png");
    await expect(card(page, "Фотография").getByText("Версия 1")).toBeVisible();
    await expect(page.getByRole("heading", { name: `Обязательные документы: загружено 2 из ${total}` })).toBeVisible();

    // A re-upload keeps the earlier version
    await upload(page, "Загранпаспорт", "Паспорт-2.png", await photoPng(), "image/png");
    const passport = card(page, "Загранпаспорт");
    await expect(passport.getByText("Версия 2")).toBeVisible();
    await expect(passport.getByText("Версия 1")).toBeVisible();
    await expect(passport.getByText("Паспорт-2.png")).toBeVisible();
    await expect(passport.getByText("Паспорт.pdf")).toBeVisible();
    await expect(passport.locator('[aria-current="step"]')).toContainText("Принят");

    // A step skipped on the way is shown as skipped
    // The diploma's title may be the base's own wording («Аттестат … с приложением»)
    const diploma = page.locator('article[data-kind="diploma"]');
    await diploma.getByRole("button", { name: "Отметить: заверено у нотариуса" }).click();
    await expect(
      diploma.getByRole("group", { name: "Отметить сделанный шаг" }).locator("..").getByRole("status"),
    ).toHaveText("Шаг отмечен.");
    await expect(diploma.locator(".doc-step--skipped")).toContainText("Перевод заказан");
    await expect(diploma.locator('[aria-current="step"]')).toContainText("Апостиль поставлен");

    // The owner downloads the first version with the page's session; another user gets 404
    const href =
      (await passport.getByRole("link", { name: "Скачать Паспорт.pdf, версия 1" }).getAttribute("href")) ?? "";
    const own = await page.request.get(href);
    expect(own.status()).toBe(200);
    expect(own.headers()["content-type"]).toBe("application/pdf");
    expect(own.headers()["content-disposition"]).toMatch(/^attachment;/);
    expect(
      Buffer.from(await own.body())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const stranger = await browser.newContext({ baseURL });
    try {
      const otherToken = await signInNewUser(stranger, request, baseURL ?? "", { first: "Чужой", last: "Человек" });
      expect((await stranger.request.get(href)).status()).toBe(404);
      expect((await request.get(href, { headers: { Authorization: `Bearer ${otherToken}` } })).status()).toBe(404);
      const otherPage = await stranger.newPage();
      const response = await otherPage.goto(`/u/settings/applications/${id}/documents/`);
      expect(response?.status()).toBe(404);
    } finally {
      await stranger.close();
    }
    expect((await request.get(href)).status()).toBe(401);

    for (const size of [DESKTOP, MOBILE]) {
      await page.setViewportSize(size);
      await expectAxeClean(page);
      expect(await overflowingInTab(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/documents-${size.width}.png`, fullPage: true });
    }
  });

  test("without JavaScript a file is uploaded by a plain form post and listed", async ({
    browser,
    request,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 320, height: 800 },
    });
    try {
      const token = await signInNewUser(context, request, baseURL ?? "", { first: "Пётр", last: "Безскриптов" });
      const id = await apply(request, token);
      const page = await context.newPage();
      await page.goto(`/u/settings/applications/${id}/documents/`);
      await upload(page, "Фотография", "photo.png", await photoPng(), "image/png");
      await expect(card(page, "Фотография").getByRole("status")).toHaveText("Файл загружен.");
      await expect(card(page, "Фотография").getByText("Версия 1")).toBeVisible();
      await upload(page, "Загранпаспорт", "notes.pdf", Buffer.from("<html>not a pdf</html>"), "application/pdf");
      await expect(card(page, "Загранпаспорт").getByText("Нужен файл PDF, JPG или PNG.")).toBeVisible();
      expect(await overflowingInTab(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/documents-nojs-320.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});
