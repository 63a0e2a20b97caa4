import type { APIRequestContext, Page } from "@playwright/test";
import { staffMove, staffToken } from "../support/staff";
import { openEducationBase } from "../support/open-bases";
import { expect as baseExpect, expectAxeClean, hydrated, signInNewUser, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const V1 = "/api/ru/v1";

/** Files an application through the API as the signed-in user; its id. */
async function apply(request: APIRequestContext, token: string, baseId: number): Promise<number> {
  const response = await request.post(`${V1}/bookings/create`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { education_base_id: baseId, intake: "Осенний набор 2027" },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const page360 = async (page: Page, name: string) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await expectAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
};

test.describe("one application's page", () => {
  test("shows where the application stands, the staff's remark in the history, and lets the applicant cancel", async ({
    page,
    request,
    signIn,
  }) => {
    const { base } = await openEducationBase(request, 4);
    const token = await signIn();
    const id = await apply(request, token, base.id);
    await page.goto(`/u/settings/applications/${id}/`);
    await hydrated(page);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Заявка № ${id}`);
    await expect(main).toContainText(base.title);
    await expect(main).toContainText("Осенний набор 2027");
    await expect(
      page.getByRole("navigation", { name: "Разделы заявки" }).getByRole("link", { name: "Ход заявки" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(main.locator('[aria-current="step"]')).toContainText("Оформление");
    await page360(page, "application-registering");

    // Staff moves it on with a remark: the applicant reads it in the history, in Moscow time.
    const staff = await staffToken(request);
    expect(await staffMove(request, staff, id, "hold")).toBe(422);
    expect(await staffMove(request, staff, id, "hold", "Ждём ответа университета о квоте")).toBe(200);
    await page.reload();
    await expect(main.locator(".status-badge")).toHaveText("Ожидание");
    await expect(main.getByRole("heading", { name: "История" }).locator("..")).toContainText(
      "Ждём ответа университета о квоте",
    );
    await expect(main).toContainText("мск");
    await expect(main.getByRole("button", { name: "Отменить заявку" })).toHaveCount(0);
    expect(await staffMove(request, staff, id, "release")).toBe(200);

    await page.reload();
    await main.getByRole("button", { name: "Отменить заявку" }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${id}/\\?moved=pending_cancellation$`));
    await expect(main.locator(".status-badge")).toHaveText("Ожидает отмены");
    await expect(main.getByRole("status")).toHaveText("Готово: статус заявки обновлён.");
    await page360(page, "application-cancelling");
  });

  test("is a 404 to anyone but its applicant, and works without JavaScript", async ({ browser, request, baseURL }) => {
    const { base } = await openEducationBase(request, 5);
    const owner = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const token = await signInNewUser(owner, request, baseURL ?? "");
    const id = await apply(request, token, base.id);
    const page = await owner.newPage();
    await page.goto(`/u/settings/applications/${id}/`);
    await page.getByRole("button", { name: "Отменить заявку" }).click();
    await expect(page.getByRole("main").locator(".status-badge")).toHaveText("Ожидает отмены");
    await owner.close();

    const stranger = await browser.newContext({ baseURL });
    await signInNewUser(stranger, request, baseURL ?? "", { first: "Пётр", last: "Чужой" });
    const other = await stranger.newPage();
    const response = await other.goto(`/u/settings/applications/${id}/`);
    expect(response?.status()).toBe(404);
    await expect(other.getByRole("main")).toContainText("Такой страницы не существует");
    expect((await other.goto("/u/settings/applications/0123/"))?.status()).toBe(404);
    await stranger.close();
  });
});
